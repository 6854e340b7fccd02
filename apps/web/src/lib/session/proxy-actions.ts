import { calls, type StartProxyResponse } from '@cpe/contract';
import { call } from '../call.ts';
import { navigateTo } from '../navigation.ts';
import { proxyStore } from './proxy-store.ts';
import { acceptSession, returnToAdministrator } from './session-actions.ts';
import { sessionStore } from './session-store.ts';

/** Starts acting on behalf of someone: the administrator's session goes aside, the proxy session takes its place. */
export async function actOnBehalf(personId: number): Promise<StartProxyResponse> {
  const res = await call(calls.startProxy, { body: { personId } });
  const administrator = sessionStore.get();
  proxyStore.set({
    administrator,
    administratorName: res.proxy.administratorName,
    personName: res.proxy.personName,
    endsAt: res.proxy.endsAt,
  });
  acceptSession(res);
  navigateTo('/');
  return res;
}

/** "Stop acting": the server ends the proxy session (audited under both names); the browser returns to the administrator. */
export async function stopActing(): Promise<void> {
  await call(calls.stopProxy).catch(() => undefined);
  returnToAdministrator();
}
