import { type Jurisdiction, type LicenseBody, type LicenseStatus, type PersonLicense, reportingPeriodEnd } from '@cpe/contract';

/** The license dialog's fields as typed (select values and dates are text). */
export interface LicenseForm {
  jurisdiction_id: string;
  license_number: string;
  status: LicenseStatus;
  period_start: string;
  period_end: string;
}

export const emptyLicenseForm = (): LicenseForm => ({
  jurisdiction_id: '',
  license_number: '',
  status: 'Active',
  period_start: '',
  period_end: '',
});

export const licenseFormOf = (l: PersonLicense): LicenseForm => ({
  jurisdiction_id: String(l.jurisdiction.id),
  license_number: l.license_number,
  status: l.status,
  period_start: l.period_start,
  period_end: l.period_end,
});

export type LicenseErrors = Partial<Record<keyof LicenseForm, string>>;

/** The same rules as the server's (contract licenseBody), with the messages shown under each field. */
export function licenseErrors(f: LicenseForm): LicenseErrors {
  const errors: LicenseErrors = {};
  if (!f.jurisdiction_id) errors.jurisdiction_id = 'Required.';
  if (!f.license_number.trim()) errors.license_number = 'Required.';
  if (!f.period_start) errors.period_start = 'Required.';
  if (!f.period_end) errors.period_end = 'Required.';
  else if (f.period_start && f.period_end <= f.period_start) errors.period_end = 'The reporting period must end after it starts.';
  return errors;
}

export const licenseBodyOf = (f: LicenseForm): LicenseBody => ({
  jurisdiction_id: Number(f.jurisdiction_id),
  license_number: f.license_number.trim(),
  status: f.status,
  period_start: f.period_start,
  period_end: f.period_end,
});

/**
 * A new start date (or board) fills an empty end with the board's reporting period: the day
 * before the start's anniversary after period_years years.
 */
export function withSuggestedEnd(f: LicenseForm, boards: readonly Jurisdiction[]): LicenseForm {
  if (f.period_end || !/^\d{4}-\d{2}-\d{2}$/.test(f.period_start)) return f;
  const years = boards.find((b) => String(b.id) === f.jurisdiction_id)?.requirement?.period_years;
  return years ? { ...f, period_end: reportingPeriodEnd(f.period_start, years) } : f;
}
