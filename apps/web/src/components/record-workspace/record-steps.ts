import type { FeedbackStatus } from '@cpe/contract';
import { stepSubpage } from '../../lib/routes/route-table.ts';
import { type StepItem, stepLink } from '../../lib/shell/step-items.ts';

/**
 * One step of a record as its server sends it, in the kit's words: `key` (page
 * configuration step), `title`, `path` (the subpage, '' for the record's main page), its
 * state (a removed step is not listed, a disabled one is greyed out) and, for a
 * step that takes feedback, its feedback section (the feedback's page identifier, as the
 * contract declares it).
 */
export interface RecordStep {
  key: string;
  title: string;
  path: string;
  state: 'enabled' | 'disabled' | 'removed';
  feedbackSection?: string;
}

/** Where a failing checklist section is fixed: the step's link and its title. */
export interface FixLink {
  to: string;
  step: string;
}

/** The subpage a record route shows: 'course-id' → '' (the main step), 'course-id-agenda' → 'agenda', 'learner-cpe-awards-id' → 'awards'. */
export function recordSubpage(record: string, routeName: string): string {
  return stepSubpage(record, routeName);
}

/** The step shown at a subpage; a removed step is not there. */
export function recordStepAt<S extends RecordStep>(steps: readonly S[], sub: string): S | undefined {
  return steps.find((s) => s.path === sub && s.state !== 'removed');
}

/**
 * The record's step list, straight from its steps (the server applies the rules): a
 * removed step is left out, a disabled one or one without a route here is greyed out, and
 * each carries the status icon `status` gives it (none for records that take no feedback).
 */
export function recordStepItems(
  record: string,
  steps: readonly RecordStep[],
  id: number,
  currentSub: string,
  status: (step: RecordStep) => FeedbackStatus = () => 'none',
): StepItem[] {
  return steps
    .filter((s) => s.state !== 'removed')
    .map((s) => {
      const to = stepLink(record, s.path, String(id));
      return {
        key: s.key,
        label: s.title,
        to,
        enabled: s.state === 'enabled' && to !== null,
        selected: s.path === currentSub,
        status: status(s),
      };
    });
}

/** The link to the first step `matches` picks, when the record has it enabled; else null. */
export function recordFixLink(
  record: string,
  steps: readonly RecordStep[],
  id: number,
  matches: (step: RecordStep) => boolean,
): FixLink | null {
  const item = recordStepItems(record, steps.filter(matches), id, '')[0];
  return item?.enabled && item.to ? { to: item.to, step: item.label } : null;
}
