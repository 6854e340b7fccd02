/**
 * The affidavit of attendance's steps ('/learner/affidavitofattendance/{id}' and its
 * subpages; AOA flow steps Verification, Attendance, Confirmation, then Approval and Audit),
 * in menu order, declared once (ADR 0018). The record's main route opens the first enabled
 * step; reviewers leave feedback on Verification and Attendance (their feedback sections).
 */
import type { StepDeclaration, StepKeyOf } from '../../platform/index.ts';

/** The AOA's main route name; its steps' routes are `learner-affidavitofattendance-id-{path}`. */
export const AOA_RECORD = 'learner-affidavitofattendance-id';

export const AOA_STEP_LIST = [
  {
    key: 'verification',
    path: 'verification',
    page: 'learner-affidavitofattendance-id-verification',
    title: 'Verification',
    feedback: 'Verification',
  },
  {
    key: 'attendance',
    path: 'attendance',
    page: 'learner-affidavitofattendance-id-attendance',
    title: 'Attendance',
    feedback: 'Attendance',
  },
  { key: 'confirmation', path: 'confirmation', page: 'learner-affidavitofattendance-id-confirmation', title: 'Confirmation' },
  { key: 'approval', path: 'approval', page: 'learner-affidavitofattendance-id-approval', title: 'Approval' },
  { key: 'audit', path: 'audit', page: 'learner-affidavitofattendance-id-audit', title: 'Audit' },
] as const satisfies readonly StepDeclaration[];

export type AoaStepKey = StepKeyOf<typeof AOA_STEP_LIST>;
