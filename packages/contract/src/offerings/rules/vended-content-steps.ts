/**
 * The vended content's steps ('/vendedcontent/{id}'), in menu order, declared once
 * (ADR 0018). The main page names the item and its vendor; CPE information, agenda, NASBA
 * questions, version and audit are the course's steps (ADR 0023); the roster lists the
 * learners who completed it.
 */
import type { StepDeclaration, StepKeyOf } from '../../platform/index.ts';

/** The vended content's main route name; its steps' routes are `vendedcontent-id-{path}`. */
export const VENDED_CONTENT_RECORD = 'vendedcontent-id';

export const VENDED_CONTENT_STEP_LIST = [
  { key: 'details', path: '', page: 'vendedcontent-id', title: 'Details', feedback: 'Details' },
  { key: 'cpe', path: 'cpe', page: 'vendedcontent-id-cpe', title: 'CPE Information', feedback: 'CPE Information' },
  { key: 'agenda', path: 'agenda', page: 'vendedcontent-id-agenda', title: 'Agenda Details', feedback: 'Agenda Details' },
  { key: 'nasba', path: 'nasba', page: 'vendedcontent-id-nasba', title: 'NASBA Questions', feedback: 'NASBA Questions' },
  { key: 'roster', path: 'roster', page: 'vendedcontent-id-roster', title: 'Roster' },
  { key: 'approval', path: 'approval', page: 'vendedcontent-id-approval', title: 'Approval' },
  { key: 'version', path: 'version', page: 'vendedcontent-id-version', title: 'Version' },
  { key: 'audit', path: 'audit', page: 'vendedcontent-id-audit', title: 'Audit' },
] as const satisfies readonly StepDeclaration[];

export type VendedContentStepKey = StepKeyOf<typeof VENDED_CONTENT_STEP_LIST>;
