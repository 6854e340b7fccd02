import { StatusChip } from '../StatusChip.tsx';

export interface HeaderItem {
  label: string;
  value?: string | number | null;
}

/** Missing header values show '----'. */
export const MISSING = '----';
/** Items whose value is a status: shown as a coloured chip. */
const STATUS_LABELS = new Set(['Status', 'Course Status', 'Class Status', 'Request Status', 'Agenda Status']);

const shown = (value: HeaderItem['value']) => (value === null || value === undefined || value === '' ? MISSING : String(value));

/** A header or subheader value: '----' when missing, a status chip when it is a status. */
export function HeaderValue({ item }: { item: HeaderItem }) {
  const value = shown(item.value);
  return STATUS_LABELS.has(item.label) && value !== MISSING ? <StatusChip status={value} /> : value;
}
