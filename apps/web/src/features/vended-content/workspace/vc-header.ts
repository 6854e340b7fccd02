import type { VendedContentHeader } from '@cpe/contract';
import type { HeaderItem } from '../../../components/record/HeaderStrip.tsx';
import { formatDisplayDate } from '../../../lib/dates.ts';
import { LAYOUTS } from '../../../lib/shell/layout-config.ts';

/** The value of each header label of the vended content layout (layout-config.ts lists the labels in order). */
const VALUES: Readonly<Record<string, (h: VendedContentHeader) => HeaderItem['value']>> = {
  Vendor: (h) => h.vendor_name,
  'Delivery Method': (h) => h.delivery_method,
  'Agenda Type': (h) => h.agenda_type,
  Status: (h) => h.course_status,
  'Created By': (h) => h.created_by_name,
  'Created On': (h) => formatDisplayDate(h.created_on) || null,
  Version: (h) => h.version,
  'LMS ID': (h) => h.lms_id,
};

/** The header strip (vended headers show metadata items, the first four main, the rest expandable; missing shows '----'). */
export function vendedHeaderItems(header: VendedContentHeader): HeaderItem[] {
  return (LAYOUTS['vended-content'].headerLabels ?? []).map((label) => ({ label, value: VALUES[label]?.(header) ?? null }));
}

/** The subheader (request number, requestor name, request status, agenda version, agenda status). */
export function vendedSubheader(header: VendedContentHeader): HeaderItem[] {
  return [
    { label: 'Request Number', value: header.id },
    { label: 'Requestor Name', value: header.created_by_name },
    { label: 'Request Status', value: header.course_status },
    { label: 'Agenda Version', value: header.version },
    { label: 'Agenda Status', value: header.course_status },
  ];
}
