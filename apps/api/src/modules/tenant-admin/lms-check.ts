import type { LmsConnector } from '../lms/index.ts';
import { LmsError } from '../lms/index.ts';

/** A ticket id no LMS has issued: asking for it makes the LMS answer without changing anything. */
const PROBE_TICKET = 'cpe-connection-check';

/**
 * Asks the LMS for the status of a ticket it never issued. The LMS's own "not found", in its
 * own dialect, proves the address, the tenant account and the key; a refused key, an error of
 * another server (its 404 is not in the dialect) or no answer at all is a failure.
 */
export async function checkLms(lms: LmsConnector): Promise<{ ok: boolean; message: string }> {
  try {
    await lms.ticketStatus(PROBE_TICKET);
    return { ok: true, message: `Connected to ${lms.type}.` };
  } catch (err) {
    if (!(err instanceof LmsError)) {
      // The LMS answered 200 with a body the adapter cannot read: something else is at that address.
      return { ok: false, message: `The address answered, but not as ${lms.type} does.` };
    }
    const ownAnswer = err.message.startsWith(`${lms.type}: `);
    if (err.status === 404 && ownAnswer) return { ok: true, message: `Connected to ${lms.type}.` };
    if (err.status === 401 || err.status === 403) return { ok: false, message: `${lms.type} refused the API key (${err.status}).` };
    if (err.status === 404) return { ok: false, message: `The address answered 404: it is not the ${lms.type} API.` };
    return { ok: false, message: err.message };
  }
}
