import { calls, type NasbaSetBody, type PublishNasbaVersionBody } from '@cpe/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { useRecordWrite } from '../../../lib/use-record-write.ts';

/** The sets list and each set's page share one key: a publish refreshes both. */
export const NASBA_SETS_KEY = ['nasba-sets'] as const;

export const useNasbaSets = () =>
  useQuery({ queryKey: [...NASBA_SETS_KEY, 'list'], queryFn: ({ signal }) => call(calls.listNasbaSets, { signal }) });

export const useNasbaSet = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: [...NASBA_SETS_KEY, 'set', id],
    queryFn: ({ signal }) => call(calls.getNasbaSet, { params: { id }, signal }),
    enabled,
  });

/** POST (new) or PUT (id) a set's name and offering types. */
export const useSaveNasbaSet = () =>
  useRecordWrite(NASBA_SETS_KEY, (v: { id?: number; body: NasbaSetBody }) =>
    v.id === undefined ? call(calls.createNasbaSet, { body: v.body }) : call(calls.updateNasbaSet, { params: { id: v.id }, body: v.body }),
  );

/** POST /accadmin/nasba-sets/{id}/versions: the edited questions become the next version. */
export const usePublishNasbaVersion = (id: number) =>
  useRecordWrite(NASBA_SETS_KEY, (body: PublishNasbaVersionBody) => call(calls.publishNasbaVersion, { params: { id }, body }));
