import { calls, type MergeSummary, type PersonMergeResponse } from '@cpe/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { pollUntil } from '../../../lib/poll-until.ts';
import { useRecordWrite } from '../../../lib/use-record-write.ts';

export interface MergePair {
  survivorId: number;
  victimId: number;
}

/**
 * The preview (POST /person/merge with getSummary): the first answers may be empty while the
 * server prepares it, so it is asked for every second until the summary is there.
 */
export function useMergePreview() {
  return useMutation<MergeSummary, Error, MergePair & { signal: AbortSignal }>({
    mutationFn: async ({ survivorId, victimId, signal }) => {
      const answer = await pollUntil<PersonMergeResponse>(
        () => call(calls.mergePersons, { body: { survivorId, victimId, getSummary: true }, signal }),
        (a) => a.summary !== null,
        { signal, maxAttempts: 120 },
      );
      return answer.summary as MergeSummary;
    },
  });
}

/**
 * The merge itself. The survivor's record lives under ['person', id] (the people feature's
 * key, spelled here because features do not import each other): it reloads after the merge.
 */
export function useMergeWrite(survivorId: number, success: (reply: PersonMergeResponse) => string) {
  return useRecordWrite(
    ['person', survivorId],
    (victimId: number) => call(calls.mergePersons, { body: { survivorId, victimId, getSummary: false } }),
    { success },
  );
}
