/**
 * The class's steps ('/class/{id}' and its subpages), in menu order, declared
 * once. The seed writes them to page configuration (category 'class'), and the server's
 * step states and the web's routes, route permissions and step screens derive from this
 * list (ADR 0018). Classes take no feedback, so no step names a feedback section.
 */
import type { StepDeclaration, StepKeyOf } from '../../platform/index.ts';

/** The class's main route name; its steps' routes are `class-id-{path}`. */
export const CLASS_RECORD = 'class-id';

export const CLASS_STEP_LIST = [
  { key: 'details', path: '', page: 'class-id', title: 'Class Details' },
  { key: 'agenda', path: 'agenda', page: 'class-id-agenda', title: 'Class Agenda' },
  { key: 'contacts', path: 'contacts', page: 'class-id-contacts', title: 'Contacts' },
  { key: 'roster', path: 'roster', page: 'class-id-roster', title: 'Roster' },
  { key: 'credits', path: 'credits', page: 'class-id-credits', title: 'Credit Summary' },
  { key: 'documentation', path: 'documentation', page: 'class-id-documentation', title: 'Documentation' },
  { key: 'background', path: 'background', page: 'class-id-background', title: 'Background' },
  { key: 'approval', path: 'approval', page: 'class-id-approval', title: 'Approval' },
  { key: 'audit', path: 'audit', page: 'class-id-audit', title: 'Audit' },
] as const satisfies readonly StepDeclaration[];

export type ClassStepKey = StepKeyOf<typeof CLASS_STEP_LIST>;
