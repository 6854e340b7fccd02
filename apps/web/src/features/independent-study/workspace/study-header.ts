import type { IndependentStudyHeader } from '@cpe/contract';
import type { HeaderItem } from '../../../components/record/HeaderStrip.tsx';
import { formatDisplayDate } from '../../../lib/dates.ts';
import { LAYOUTS } from '../../../lib/shell/layout-config.ts';

/** The value of each header label of the independent study layout (layout-config.ts lists them in order). */
const VALUES: Readonly<Record<string, (h: IndependentStudyHeader) => HeaderItem['value']>> = {
  'Program ID': (h) => h.program_id,
  'Submitted By': (h) => h.submitted_by,
  'Request Type': (h) => h.request_type_name,
  'Agenda Type': (h) => h.agenda_type,
  'Delivery Method': (h) => h.delivery_method,
  'Submission Date': (h) => (h.submitted_on ? formatDisplayDate(h.submitted_on) : null),
  'Content Exp. Date': (h) => formatDisplayDate(h.content_exp_date),
};

/**
 * The header strip of GET /ind-study/header/{id}'s data: Program ID, Submitted By,
 * Request Type, Agenda Type, then Delivery Method, Submission Date, Content Exp. Date expanded.
 * Missing values show '----' (HeaderStrip).
 */
export function studyHeaderItems(header: IndependentStudyHeader): HeaderItem[] {
  return (LAYOUTS['independent-study'].headerLabels ?? []).map((label) => ({ label, value: VALUES[label]?.(header) ?? null }));
}

/** The subheader (request number, requestor name, request status, agenda version, agenda status). */
export function studySubheader(header: IndependentStudyHeader, version: number): HeaderItem[] {
  return [
    { label: 'Request Number', value: header.internal_id },
    // The staff member who requested (created) the study; Submitted By is in the header strip.
    { label: 'Requestor Name', value: header.created_by_name },
    { label: 'Request Status', value: header.request_status },
    { label: 'Agenda Version', value: version },
    { label: 'Agenda Status', value: header.course_status },
  ];
}
