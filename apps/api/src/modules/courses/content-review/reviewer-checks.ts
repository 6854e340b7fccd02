import { invalid } from '../../../platform/errors.ts';

export function checkDates(start: string | null | undefined, end: string | null | undefined): void {
  if (start && end && end < start) throw invalid('body.completion_date', 'The completion date cannot be before the start date.');
}
