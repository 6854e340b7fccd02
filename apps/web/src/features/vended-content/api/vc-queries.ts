import { calls, type VendedContentResponse } from '@cpe/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { useRecordWrite } from '../../../lib/use-record-write.ts';

export { errorMessage } from '../../../lib/api-errors.ts';

/**
 * The vended item's queries live under the course's key ['course', id] (ADR 0023): the
 * course's steps (CPE, agenda, NASBA) invalidate ['course', id] after their writes, and the
 * item, its header and checklist must refresh with them.
 */
export const vendedKey = (id: number) => ['course', id] as const;
export const vendedSubKey = (id: number, name: string) => ['course', id, name] as const;
/** Everything a vendor change touches: the pickers and the management list. */
export const VENDORS_KEY = ['vendors'] as const;

/** GET /course/vendedcontent/{id}: vendors, header, checklist, contacts, external ids, the course body and abilities. */
export function useVendedContent(id: number, enabled = true) {
  return useQuery<VendedContentResponse>({
    queryKey: vendedSubKey(id, 'vendedcontent'),
    queryFn: ({ signal }) => call(calls.getVendedContent, { params: { id }, signal }),
    enabled,
  });
}

/** GET /vendors: the firm's vendors, active or not, with how many items name each. */
export function useVendors(enabled = true) {
  return useQuery({
    queryKey: VENDORS_KEY,
    queryFn: ({ signal }) => call(calls.listVendors, { signal }),
    enabled,
  });
}

/** A write on the item: the alert bar says how it went, and the item with all under its key refetches. */
export const useVendedWrite = <V>(id: number, write: (variables: V) => Promise<unknown>, success?: string) =>
  useRecordWrite(vendedKey(id), write, { success });
