/**
 * The external CPE request's steps ('/learner/cpe/' subpages and step menus), in
 * menu order, declared once (ADR 0018). Unlike course and class, every step has its own
 * path segment before the id: /learner/cpe/{path}/{id}, route name learner-cpe-{path}-id.
 * The first five take feedback (the external CPE feedback pages).
 */
import type { StepDeclaration, StepKeyOf } from '../../platform/index.ts';

/** The record's route name prefix; a step's route is `learner-cpe-{path}-id`. */
export const EXTERNAL_CPE_RECORD = 'learner-cpe';

export const EXTERNAL_CPE_STEP_LIST = [
  { key: 'details', path: 'details', page: 'learner-cpe-details-id', title: 'Request Details', feedback: 'Request Details' },
  { key: 'info', path: 'info', page: 'learner-cpe-info-id', title: 'Sponsor Information', feedback: 'Sponsor Information' },
  { key: 'awards', path: 'awards', page: 'learner-cpe-awards-id', title: 'Awards', feedback: 'Awards' },
  {
    key: 'documentation',
    path: 'documentation',
    page: 'learner-cpe-documentation-id',
    title: 'Documentation',
    feedback: 'Documentation',
  },
  { key: 'nasba', path: 'nasba', page: 'learner-cpe-nasba-id', title: 'NASBA Questions', feedback: 'NASBA Questions' },
  { key: 'approvals', path: 'approvals', page: 'learner-cpe-approvals-id', title: 'Approvals' },
  { key: 'history', path: 'history', page: 'learner-cpe-history-id', title: 'History' },
  { key: 'audit', path: 'audit', page: 'learner-cpe-audit-id', title: 'Audit' },
] as const satisfies readonly StepDeclaration[];

export type ExternalCpeStepKey = StepKeyOf<typeof EXTERNAL_CPE_STEP_LIST>;

/** The route name of a step: learner-cpe-awards-id. */
export const externalCpeStepPage = (path: string) => `${EXTERNAL_CPE_RECORD}-${path}-id`;
