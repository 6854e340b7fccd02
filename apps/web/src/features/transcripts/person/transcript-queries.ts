import { calls, type PersonTranscriptQuery } from '@cpe/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { saveDownload } from '../../../lib/save-file.ts';

/** Without an end, the period is open on that side (the server's default is all of it). */
const periodQuery = (period: PersonTranscriptQuery): Record<string, string> =>
  Object.fromEntries(Object.entries(period).filter((e): e is [string, string] => Boolean(e[1])));

/** GET /person/transcripts/{id}: under ['person', id], so a change to the person refreshes it too. */
export function usePersonTranscript(personId: number, period: PersonTranscriptQuery) {
  return useQuery({
    queryKey: ['person', personId, 'transcripts', period],
    queryFn: ({ signal }) => {
      const query = periodQuery(period);
      // No period: no query string at all.
      return call(calls.getPersonTranscripts, { params: { personId }, query: Object.keys(query).length ? query : undefined, signal });
    },
  });
}

/** The same period as CSV, saved under the name the server gives it. */
export const exportPersonTranscript = (personId: number, period: PersonTranscriptQuery) =>
  saveDownload(`/person/transcripts/${personId}/export`, { query: periodQuery(period) });
