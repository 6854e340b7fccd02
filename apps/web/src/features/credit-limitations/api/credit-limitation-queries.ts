import { type CreditLimitationBody, type CreditLimitationLogQuery, calls } from '@cpe/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { useRecordWrite } from '../../../lib/use-record-write.ts';

/** The rules page and the error log share one key: a changed rule refreshes both. */
export const CREDIT_LIMITATION_KEY = ['credit-limitations'] as const;

/** GET /accadmin/credit-limitations: the rules and the lookups a rule may name. */
export const useCreditLimitations = () =>
  useQuery({ queryKey: [...CREDIT_LIMITATION_KEY, 'rules'], queryFn: ({ signal }) => call(calls.listCreditLimitations, { signal }) });

/** POST (new) or PUT (id) a rule; the alert bar says how it went. */
export const useSaveRule = () =>
  useRecordWrite(CREDIT_LIMITATION_KEY, (v: { id?: number; body: CreditLimitationBody }) =>
    v.id === undefined
      ? call(calls.createCreditLimitation, { body: v.body })
      : call(calls.updateCreditLimitation, { params: { id: v.id }, body: v.body }),
  );

export type LogFilters = Omit<CreditLimitationLogQuery, 'limit' | 'after'>;

/** GET /accadmin/credit-limitation-log: one page of the search, newest first. */
export const useCreditLimitationLog = (filters: LogFilters, after: string | undefined) =>
  useQuery({
    queryKey: [...CREDIT_LIMITATION_KEY, 'log', filters, after],
    queryFn: ({ signal }) => call(calls.searchCreditLimitationLog, { query: { ...filters, after, limit: 50 }, signal }),
    placeholderData: keepPreviousData,
  });
