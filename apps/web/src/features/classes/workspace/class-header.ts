import type { ClassHeader } from '@cpe/contract';
import type { HeaderItem } from '../../../components/record/HeaderStrip.tsx';
import { LAYOUTS } from '../../../lib/shell/layout-config.ts';

/** The value of each header label of the class layout (layout-config.ts lists the labels in order). */
const VALUES: Readonly<Record<string, (h: ClassHeader) => HeaderItem['value']>> = {
  'Class Title': (h) => h.class_title,
  Status: (h) => h.status,
  'Delivery Method': (h) => h.delivery_method,
  'Agenda Type': (h) => h.agenda_type,
  Facility: (h) => (h.delivered_virtually ? 'Virtual' : h.facility),
  Timezone: (h) => h.timezone_data.timezone,
  Sponsor: (h) => h.sponsor,
  'Focus Code': (h) => h.focus_code,
  'LMS ID': (h) => h.lms_id,
  'Alternate ID': (h) => h.alternate_id,
};

/** The header strip's items: the first four main, the rest expandable; missing shows '----'. */
export function classHeaderItems(header: ClassHeader): HeaderItem[] {
  return (LAYOUTS.class.headerLabels ?? []).map((label) => ({ label, value: VALUES[label]?.(header) ?? null }));
}

/** The subheader: the class id, its course, its status and how many learners it has. */
export function classSubheader(header: ClassHeader): HeaderItem[] {
  return [
    { label: 'Class ID', value: header.id },
    { label: 'Course ID', value: header.course_id },
    { label: 'Class Status', value: header.status },
    { label: 'Learners', value: header.roster_count },
  ];
}
