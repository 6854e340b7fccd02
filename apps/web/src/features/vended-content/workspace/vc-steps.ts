import { type CourseResponse, stepFeedbackSection, VENDED_CONTENT_RECORD, VENDED_CONTENT_STEP_LIST } from '@cpe/contract';
import type { FixLink, RecordStep } from '../../../components/record-workspace/record-steps.ts';
import { recordFixLink } from '../../../components/record-workspace/record-steps.ts';

export { VENDED_CONTENT_RECORD };

/**
 * The item's steps in the kit's words: GET /course/{id} (inside the item's answer) lists the
 * tenant's page configuration of category 'vendedcontent' with each step enabled or not.
 */
export const vendedSteps = (steps: CourseResponse['steps']): RecordStep[] =>
  steps.map((s) => ({
    key: s.step,
    title: s.title,
    path: s.path,
    state: s.enabled ? 'enabled' : 'disabled',
    feedbackSection: stepFeedbackSection(VENDED_CONTENT_STEP_LIST, s.step),
  }));

/**
 * Checklist sections fixed on a step of another name: the vendor is chosen on Details, the
 * program qualifications on CPE Information (the item has no step of their own).
 * Any other section is fixed on the step of its title (Details, Agenda Details…).
 */
const SECTION_STEP: Readonly<Record<string, string>> = { Vendor: 'details', 'Program Qualification': 'cpe' };

/** The link that fixes a failing checklist section, when the step is there and enabled. */
export function vendedFixLink(steps: readonly RecordStep[], id: number, section: string): FixLink | null {
  const key = SECTION_STEP[section];
  return recordFixLink(VENDED_CONTENT_RECORD, steps, id, (s) => (key ? s.key === key : s.title === section));
}
