/**
 * The local learning's steps ('/locallearning/{id}' and 'Local learning pages'), in
 * menu order, declared once (ADR 0018). Agenda, content review, CPE information, credits,
 * documentation, NASBA questions, version and audit are the course's steps (ADR 0023); the
 * roster is its class's. The main page is Local Learning Details.
 */
import { LOCAL_LEARNING_POLICY_CODES } from '../../course/index.ts';
import type { StepDeclaration, StepKeyOf } from '../../platform/index.ts';

/** The local learning's main route name; its steps' routes are `locallearning-id-{path}`. */
export const LOCAL_LEARNING_RECORD = 'locallearning-id';

export const LOCAL_LEARNING_STEP_LIST = [
  { key: 'details', path: '', page: 'locallearning-id', title: 'Local Learning Details', feedback: 'Local Learning Details' },
  { key: 'cpe', path: 'cpe', page: 'locallearning-id-cpe', title: 'CPE Information', feedback: 'CPE Information' },
  { key: 'agenda', path: 'agenda', page: 'locallearning-id-agenda', title: 'Agenda Details', feedback: 'Agenda Details' },
  {
    key: 'contentreview',
    path: 'contentreview',
    page: 'locallearning-id-contentreview',
    title: 'Content Review',
    finalizedPermission: LOCAL_LEARNING_POLICY_CODES.finalizedContentReview,
  },
  { key: 'credits', path: 'credits', page: 'locallearning-id-credits', title: 'Credits' },
  {
    key: 'documentation',
    path: 'documentation',
    page: 'locallearning-id-documentation',
    title: 'Documentation',
    feedback: 'Documentation',
  },
  { key: 'nasba', path: 'nasba', page: 'locallearning-id-nasba', title: 'NASBA Questions', feedback: 'NASBA Questions' },
  { key: 'roster', path: 'roster', page: 'locallearning-id-roster', title: 'Roster' },
  { key: 'approval', path: 'approval', page: 'locallearning-id-approval', title: 'Approval' },
  { key: 'version', path: 'version', page: 'locallearning-id-version', title: 'Version' },
  { key: 'audit', path: 'audit', page: 'locallearning-id-audit', title: 'Audit' },
] as const satisfies readonly StepDeclaration[];

export type LocalLearningStepKey = StepKeyOf<typeof LOCAL_LEARNING_STEP_LIST>;
