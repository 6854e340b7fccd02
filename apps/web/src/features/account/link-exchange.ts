import { calls } from '@cpe/contract';
import { call } from '../../lib/call.ts';

type LinkSession = Awaited<ReturnType<typeof call<typeof calls.linkLogin>>>;

/**
 * An e-mailed link's token works once. The screen that opens it may mount more than once while
 * the exchange is in flight (React runs effects twice in development; the app shell can remount
 * the screen as reference data arrives), and a second POST /auth/link would find the token used
 * and send the user to /tokenExpired although the first succeeded. So every mount of this page
 * shares one exchange per token; the answer is kept, as the token never works again anyway.
 */
const exchanges = new Map<string, Promise<LinkSession>>();

export function exchangeLinkToken(token: string): Promise<LinkSession> {
  let exchange = exchanges.get(token);
  if (!exchange) {
    exchange = call(calls.linkLogin, { body: { token } });
    exchanges.set(token, exchange);
  }
  return exchange;
}
