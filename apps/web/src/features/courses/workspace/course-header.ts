import type { CourseResponse } from '@cpe/contract';
import type { HeaderItem } from '../../../components/record/HeaderStrip.tsx';
import { LAYOUTS } from '../../../lib/shell/layout-config.ts';

type Header = CourseResponse['courseHeader'];

/** The value of each header label of the course layout (layout-config.ts lists the labels in order). */
const VALUES: Readonly<Record<string, (h: Header) => HeaderItem['value']>> = {
  Title: (h) => h.title,
  'Course Status': (h) => h.course_status,
  'Delivery Method': (h) => h.delivery_method,
  'Agenda Type': (h) => h.agenda_type,
  'Agenda Version': (h) => h.version,
  'LRT ID': (h) => h.lrt_id,
  'Sponsoring Organization': (h) => h.sponsoring_org,
  LOID: (h) => h.loid,
  'LMS ID': (h) => h.lms_id,
};

/** The header strip's metadata items: the first four main, the rest expandable; missing shows '----'. */
export function courseHeaderItems(header: Header): HeaderItem[] {
  return (LAYOUTS.course.headerLabels ?? []).map((label) => ({ label, value: VALUES[label]?.(header) ?? null }));
}

/**
 * The subheader (request number, requestor name, request status, agenda
 * version, agenda status); for a course: its id, its creator, its status, its version.
 */
export function courseSubheader(header: Header): HeaderItem[] {
  return [
    { label: 'Request Number', value: header.id },
    { label: 'Requestor Name', value: header.created_by_name },
    { label: 'Request Status', value: header.course_status },
    { label: 'Agenda Version', value: header.version },
    { label: 'Agenda Status', value: header.course_status },
  ];
}
