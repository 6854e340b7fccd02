/**
 * The colour family of a status word, the same on every screen: done or passing is
 * success, waiting on someone is warning, failed or ended is error, in progress is info.
 * Unknown or starting statuses (Draft) are neutral.
 */
export type StatusTone = 'success' | 'warning' | 'error' | 'info' | 'neutral';

const TONES: Readonly<Record<string, StatusTone>> = {
  pass: 'success',
  fail: 'error',
  // Courses (courseHeader) and local learning.
  draft: 'neutral',
  editing: 'info',
  'pending signoff': 'warning',
  'pending delivery': 'warning',
  finalized: 'success',
  'not approved': 'error',
  // Classes (Uncertified, Certified, Voided).
  uncertified: 'info',
  certified: 'success',
  voided: 'error',
  // Requests.
  pending: 'warning',
  submitted: 'warning',
  approved: 'success',
  closed: 'neutral',
  cancelled: 'error',
  // Licenses and their requirement checks (jurisdictions).
  active: 'success',
  inactive: 'neutral',
  lapsed: 'error',
  met: 'success',
};

export function statusTone(status: string | null | undefined): StatusTone {
  const key = status?.trim().toLowerCase() ?? '';
  // A requirement not met yet: 'Short by 2.5'.
  if (key.startsWith('short by')) return 'warning';
  return TONES[key] ?? 'neutral';
}
