/**
 * What a record type declares about each of its steps (offering routes and step
 * menus, feedback sections), once: the contract's step lists (course-steps.ts,
 * class-steps.ts) are the source from which the seed's page configuration, the server's
 * step states, the web's routes, route permissions and step screens are derived (ADR 0018).
 */
import type { FeedbackSection } from './feedback.ts';
import type { PermissionCode } from './permissions.ts';

export interface StepDeclaration {
  /** The page-configuration key (GET /course/{id} steps[].step); 'details' is the record's main page. */
  key: string;
  /** The route's path segment after /{type}/{id}; '' for the main page. */
  path: string;
  /** The page identifier: the route name, which the route permission map is keyed by. */
  page: string;
  /** The step's title in the step menu (the tenant's page configuration may rename it). */
  title: string;
  /** The feedback section of the step's page, when reviewers leave feedback there. */
  feedback?: FeedbackSection;
  /** Once the record is finalized, only holders of this code open the step. */
  finalizedPermission?: PermissionCode;
}

/** The key type of a step list declared `as const`. */
export type StepKeyOf<T extends readonly StepDeclaration[]> = T[number]['key'];

/**
 * One value per declared step, none missing and none extra: step registries (web screens,
 * server step rules) are typed with it, so a step declared in one place only does not compile.
 */
export type StepRegistry<K extends string, V> = { readonly [P in K]: V };

/** The route name of a record's step: `course-id` + `agenda` → `course-id-agenda`; '' is the record's own route. */
export function stepPageName(record: string, path: string): string {
  return path ? `${record}-${path}` : record;
}

/** The subpages of a record type (every step but its main page), in alphabetical order as the product lists them. */
export function stepSubpages(steps: readonly StepDeclaration[]): string[] {
  return steps
    .map((s) => s.path)
    .filter((path) => path !== '')
    .sort();
}

/** The feedback section of a step by its key, or undefined for a step that takes no feedback (or is unknown). */
export function stepFeedbackSection(steps: readonly StepDeclaration[], key: string): FeedbackSection | undefined {
  return steps.find((s) => s.key === key)?.feedback;
}
