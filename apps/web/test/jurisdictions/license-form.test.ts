import type { Jurisdiction } from '@cpe/contract';
import { describe, expect, it } from 'vitest';
import { statusTone } from '../../src/components/status-tone.ts';
import { emptyLicenseForm, licenseBodyOf, licenseErrors, withSuggestedEnd } from '../../src/features/jurisdictions/license-form.ts';

const boards: Jurisdiction[] = [
  {
    id: 7,
    code: 'FL',
    name: 'Florida Board of Accountancy',
    requirement: { period_years: 2, total_credits: 80, min_ethics_credits: 4, min_technical_credits: 20, max_non_technical_credits: 20 },
  },
  { id: 8, code: 'WA', name: 'Washington State Board of Accountancy', requirement: null },
];

describe('the license form', () => {
  it('names each missing field, and a period that does not end after it starts', () => {
    expect(licenseErrors(emptyLicenseForm())).toEqual({
      jurisdiction_id: 'Required.',
      license_number: 'Required.',
      period_start: 'Required.',
      period_end: 'Required.',
    });
    const same = {
      ...emptyLicenseForm(),
      jurisdiction_id: '7',
      license_number: ' X ',
      period_start: '2025-01-01',
      period_end: '2025-01-01',
    };
    expect(licenseErrors(same)).toEqual({ period_end: 'The reporting period must end after it starts.' });
    expect(licenseErrors({ ...same, period_end: '2025-01-02' })).toEqual({});
    expect(licenseBodyOf({ ...same, period_end: '2025-01-02' })).toEqual({
      jurisdiction_id: 7,
      license_number: 'X',
      status: 'Active',
      period_start: '2025-01-01',
      period_end: '2025-01-02',
    });
  });

  it('fills an empty end from the board’s reporting period, never over one typed in, nor for a board without a requirement', () => {
    const start = { ...emptyLicenseForm(), jurisdiction_id: '7', period_start: '2025-03-01' };
    expect(withSuggestedEnd(start, boards).period_end).toBe('2027-02-28');
    expect(withSuggestedEnd({ ...start, period_end: '2025-12-31' }, boards).period_end).toBe('2025-12-31');
    expect(withSuggestedEnd({ ...start, jurisdiction_id: '8' }, boards).period_end).toBe('');
    expect(withSuggestedEnd({ ...start, period_start: '2025-03' }, boards).period_end).toBe('');
  });

  it('colours a requirement met as success and one short as warning; a lapsed license as error', () => {
    expect(statusTone('Met')).toBe('success');
    expect(statusTone('Short by 2.5')).toBe('warning');
    expect(statusTone('Lapsed')).toBe('error');
  });
});
