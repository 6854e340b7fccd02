import type { ClassResponse } from '@cpe/contract';
import { type StepItem, stepLink } from '../../../lib/shell/step-items.ts';

export const CLASS_RECORD = 'class-id';

export type ClassStep = ClassResponse['steps'][number];

/** The subpage a class route shows: 'class-id' → '' (Class Details), 'class-id-roster' → 'roster'. */
export function classSubpage(routeName: string): string {
  return routeName.startsWith(`${CLASS_RECORD}-`) ? routeName.slice(CLASS_RECORD.length + 1) : '';
}

/** The step shown at a subpage; a removed step is not there. */
export function classStepAt(steps: readonly ClassStep[], sub: string): ClassStep | undefined {
  return steps.find((s) => s.path === sub && s.state !== 'removed');
}

/**
 * The class's step list, straight from the server's step states (spec §4: Voided
 * disables every step, Class Details may be removed): a removed step is left out, a
 * disabled one is shown greyed out. Classes take no feedback, so no status icons.
 */
export function classStepItems(steps: readonly ClassStep[], classId: number, currentSub: string): StepItem[] {
  return steps
    .filter((s) => s.state !== 'removed')
    .map((s) => {
      const to = stepLink(CLASS_RECORD, s.path, String(classId));
      return {
        key: s.step,
        label: s.title,
        to,
        enabled: s.state === 'enabled' && to !== null,
        selected: s.path === currentSub,
        status: 'none',
      };
    });
}
