import type { AoaDetails, AoaHeaderItem } from '@cpe/contract';
import type { HeaderItem } from '../../../components/record/HeaderValue.tsx';
import { formatDisplay, formatDisplayDate } from '../../../lib/dates.ts';

/** A header value as the server's kind says: date-times in the tenant's timezone, days in the display format. */
function shown(item: AoaHeaderItem, timezone: string | undefined): string | null {
  if (item.value === null || item.value === '') return null;
  if (item.kind === 'datetime') return formatDisplay(item.value, timezone) || item.value;
  if (item.kind === 'date') return formatDisplayDate(item.value) || item.value;
  return item.value;
}

/** The header strip from aoaHeader (the server's metadata items; main ones first, the rest expandable). */
export function aoaHeaderItems(header: readonly AoaHeaderItem[], timezone?: string): HeaderItem[] {
  const ordered = [...header.filter((h) => h.main), ...header.filter((h) => !h.main)];
  return ordered.map((h) => ({ label: h.label, value: shown(h, timezone) }));
}

/** The subheader: request number, requestor name and request status. */
export function aoaSubheader(details: AoaDetails): HeaderItem[] {
  return [
    { label: 'Request ID', value: details.requestId },
    { label: 'Requestor', value: details.requestor_name },
    { label: 'Request Status', value: details.request_status },
  ];
}
