import type { ProgramResponse } from '@cpe/contract';
import type { HeaderItem } from '../../../components/record/HeaderStrip.tsx';
import { formatDisplayDate } from '../../../lib/dates.ts';
import { LAYOUTS } from '../../../lib/shell/layout-config.ts';

type Header = ProgramResponse['header'];

const VALUES: Readonly<Record<string, (h: Header) => HeaderItem['value']>> = {
  Status: (h) => h.status,
  'Submitter Name': (h) => h.submitter,
  'Program Owner': (h) => h.program_owner,
  'Independent Study Program ID': (h) => h.internal_id,
  'Date Created': (h) => formatDisplayDate(h.date_created),
};

/** The program's header strip: Status, Submitter Name, Program Owner, Independent Study Program ID, Date Created. */
export function programHeaderItems(header: Header): HeaderItem[] {
  return (LAYOUTS['independent-study-program'].headerLabels ?? []).map((label) => ({ label, value: VALUES[label]?.(header) ?? null }));
}
