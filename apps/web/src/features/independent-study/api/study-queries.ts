import { calls, type IndependentStudyResponse, type ProgramResponse } from '@cpe/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { useRecordWrite } from '../../../lib/use-record-write.ts';

/**
 * Query keys of independent study. The study is an agenda (ADR 0023): its record lives under
 * ['course', id] because the course's step screens it reuses (agenda, content review, NASBA,
 * documentation, version, audit) invalidate ['course', id] after their writes, and the study's
 * header, checklist and self-study credits must refresh with them.
 */
export const studyKey = (id: number) => ['course', id] as const;
export const studyRecordKey = (id: number) => ['course', id, 'independentstudy'] as const;
export const studySubKey = (id: number, name: string) => ['course', id, 'independentstudy', name] as const;
/** A program and the studies it groups; a study's write refreshes its program list as well. */
export const programKey = (id: number) => ['alt-program', id] as const;

/**
 * GET /ind-study/{id} (the agenda, GET /course/{id}'s answer, abilities, checklist and
 * self-study credits) with GET /ind-study/header/{id} beside it, in parallel: the header strip
 * and the subheader are the header call's answer (the header strip and the independent study
 * header), and both refresh together after every write.
 */
export function useIndependentStudy(id: number, enabled = true) {
  return useQuery<IndependentStudyResponse>({
    queryKey: studyRecordKey(id),
    queryFn: async ({ signal }) => {
      const [study, header] = await Promise.all([
        call(calls.getIndependentStudy, { params: { id }, signal }),
        call(calls.getIndependentStudyHeader, { params: { id }, signal }),
      ]);
      return { ...study, header };
    },
    enabled,
  });
}

/** One GET of a study's sub-resource, kept under the study's key. */
export function useStudyResource<T>(id: number, name: string, load: (signal: AbortSignal) => Promise<T>) {
  return useQuery({ queryKey: studySubKey(id, name), queryFn: ({ signal }) => load(signal) });
}

/** A write on the study: the outcome goes to the alert bar; the study and everything under ['course', id] refetch. */
export const useStudyWrite = <V, R = unknown>(id: number, write: (variables: V) => Promise<R>, success?: string) =>
  useRecordWrite<V, unknown, R>(studyKey(id), write, { success });

/** GET /alt-programs/{id}: the program's header, its independent studies and what the caller may do. */
export function useProgram(id: number | null) {
  return useQuery<ProgramResponse>({
    queryKey: programKey(id ?? 0),
    queryFn: ({ signal }) => call(calls.getProgram, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}
