import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';

dayjs.extend(customParseFormat);

/** The date part of the display format (spec §9 'MMM-DD-YYYY hh:mm A'), for values that are a day without a time. */
export const DAY_FORMAT = 'MMM-DD-YYYY';

/**
 * A calendar day ('2026-11-21', as the API sends dates without a time) as 'Nov-21-2026'.
 * No timezone applies: the day is the same everywhere. '' for a missing or invalid day.
 */
export function formatDay(ymd: string | null | undefined): string {
  const d = ymd ? dayjs(ymd.slice(0, 10), 'YYYY-MM-DD', true) : null;
  return d?.isValid() ? d.format(DAY_FORMAT) : '';
}
