import { type FeedbackItem, type FeedbackStatus, feedbackStatus } from '@cpe/contract';
import { type RouteEntry, routeByName, routePath, stepRouteName } from '../routes/route-table.ts';
import type { StepDef } from './layout-config.ts';

/** One entry of a layout's left step list. */
export interface StepItem {
  key: string;
  label: string;
  /** The step's link; null when the step has no route. */
  to: string | null;
  /** A disabled step is shown, greyed out, but is not a link. */
  enabled: boolean;
  selected: boolean;
  /** The status icon: red warning triangle, green check, or none. */
  status: FeedbackStatus;
}

/** The link of a record's step: `course-id` + `agenda` + id 7 → /course/7/agenda; null when no such route exists. */
export function stepLink(record: string, sub: string, id: string | undefined): string | null {
  const name = stepRouteName(record, sub);
  if (!routeByName(name)) return null;
  return routePath(name, id ? { id } : {});
}

/** The status icon of a step whose feedback page is `page` (none for steps that take no feedback). */
export function stepStatus(feedback: readonly FeedbackItem[], page: string | undefined): FeedbackStatus {
  return page ? feedbackStatus(feedback, page) : 'none';
}

/**
 * The step list of a layout whose steps are fixed data (layout-config.ts): every
 * step that has a route, all enabled. Records whose steps come from their page
 * configuration (courses) build their items themselves.
 */
export function layoutStepItems(
  route: RouteEntry,
  steps: readonly StepDef[],
  id: string | undefined,
  feedback: readonly FeedbackItem[] = [],
): StepItem[] {
  const record = route.record;
  if (!record) return [];
  return steps.flatMap((s) => {
    const name = stepRouteName(record, s.sub);
    const to = stepLink(record, s.sub, id);
    if (!to) return [];
    return [
      { key: name, label: s.label, to, enabled: true, selected: name === route.name, status: stepStatus(feedback, s.feedbackSection) },
    ];
  });
}
