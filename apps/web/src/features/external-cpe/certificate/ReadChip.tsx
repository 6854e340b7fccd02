import Chip from '@mui/material/Chip';
import type { ReadValue } from './proposal-values.ts';

/** Marks a value still as the certificate gave it; once corrected, the chip goes. */
export function ReadChip({ read, value }: { read: ReadValue | undefined; value: string }) {
  if (!read || read.value !== value) return null;
  return <Chip size="small" variant="outlined" label="Read from certificate" title={read.excerpt} />;
}

/** The certificate text a value was read from, shortened, under the field. */
export const excerptHelp = (read: ReadValue | undefined) =>
  read ? `Certificate: “${read.excerpt.length > 120 ? `${read.excerpt.slice(0, 117)}…` : read.excerpt}”` : undefined;
