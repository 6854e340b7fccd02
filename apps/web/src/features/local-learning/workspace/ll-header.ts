import type { LocalLearningResponse } from '@cpe/contract';
import type { HeaderItem } from '../../../components/record/HeaderValue.tsx';
import { formatDisplayDate } from '../../../lib/dates.ts';
import { LAYOUTS } from '../../../lib/shell/layout-config.ts';

type Header = LocalLearningResponse['header'];

/** The value of each header label of the local learning layout (layout-config.ts lists them in order). */
const VALUES: Readonly<Record<string, (h: Header, timezone?: string) => HeaderItem['value']>> = {
  'Delivery Method': (h) => h.delivery_method,
  'Submitted By': (h) => h.submitted_by,
  'Request Number': (h) => h.local_learning_id,
  'Agenda Type': (h) => h.agenda_type,
  // Wall clock of the class, as entered ('YYYY-MM-DD HH:mm'), with the zone it is in.
  'Start Date/Time': (h) => h.start_date && [h.start_date, h.timezone].filter(Boolean).join(' '),
  'End Date/Time': (h) => h.end_date && [h.end_date, h.timezone].filter(Boolean).join(' '),
  'Submission Date': (h, tz) => (h.submitted_on ? formatDisplayDate(h.submitted_on, tz) : null),
  // The LMS's learning object id once it has one; before that, the focus code it was requested under.
  'LOID or Focus Code': (h) => h.lms_id ?? h.focus_code,
  'Calculo Roster Class ID': (h) => h.class_id,
  'Sponsoring Organization': (h) => h.sponsoring_org,
  'Course LMS ID': (h) => h.course_lms_id,
  'Class LMS ID': (h) => h.class_lms_id,
  'LMS Class Status': (h) => h.lms_status,
};

/** The header strip's items: Delivery Method, Submitted By, Request Number, Agenda Type main, the rest expandable; missing shows '----'. */
export function localLearningHeaderItems(header: Header, timezone?: string): HeaderItem[] {
  return (LAYOUTS['local-learning'].headerLabels ?? []).map((label) => ({ label, value: VALUES[label]?.(header, timezone) ?? null }));
}

/** The subheader: request number, requestor name, request status, agenda version and agenda status. */
export function localLearningSubheader(record: Pick<LocalLearningResponse, 'header' | 'course'>): HeaderItem[] {
  const { header } = record;
  return [
    { label: 'Request Number', value: header.local_learning_id },
    { label: 'Requestor Name', value: header.submitted_by },
    { label: 'Request Status', value: header.course_status },
    { label: 'Agenda Version', value: record.course.courseHeader.version },
    { label: 'Agenda Status', value: header.course_status },
  ];
}
