import { LOCAL_LEARNING_RECORD, LOCAL_LEARNING_STEP_LIST, type LocalLearningResponse, stepFeedbackSection } from '@cpe/contract';
import type { FixLink, RecordStep } from '../../../components/record-workspace/record-steps.ts';
import { recordFixLink } from '../../../components/record-workspace/record-steps.ts';

export { LOCAL_LEARNING_RECORD };

type Step = LocalLearningResponse['course']['steps'][number];

/** The local learning's steps in the kit's words: its page configuration (category 'locallearning') says which are enabled. */
export const localLearningSteps = (steps: readonly Step[]): RecordStep[] =>
  steps.map((s) => ({
    key: s.step,
    title: s.title,
    path: s.path,
    state: s.enabled ? 'enabled' : 'disabled',
    feedbackSection: stepFeedbackSection(LOCAL_LEARNING_STEP_LIST, s.step),
  }));

/**
 * Checklist sections fixed on a step whose title differs: the schedule is entered on Local
 * Learning Details; the program qualifications on CPE Information (no step of their own).
 */
const FIX_STEPS: Readonly<Record<string, string>> = { Schedule: 'details', 'Program Qualification': 'cpe' };

/** A failing approval section is fixed on the enabled step of that title (or the one FIX_STEPS names). */
export function localLearningFixLink(record: LocalLearningResponse, section: string): FixLink | null {
  const key = FIX_STEPS[section];
  return recordFixLink(LOCAL_LEARNING_RECORD, localLearningSteps(record.course.steps), record.header.local_learning_id, (s) =>
    key ? s.key === key : s.title === section,
  );
}
