import { INDEPENDENT_STUDY_RECORD, INDEPENDENT_STUDY_STEP_LIST, type IndependentStudyResponse, stepFeedbackSection } from '@cpe/contract';
import { type FixLink, type RecordStep, recordFixLink } from '../../../components/record-workspace/record-steps.ts';

/**
 * A study's steps in the kit's words: GET /ind-study/{id} carries GET /course/{id}'s steps,
 * which the server computes from the 'independentstudy' page configuration; the feedback
 * section of each is the contract's declaration.
 */
export const studySteps = (record: IndependentStudyResponse): RecordStep[] =>
  record.course.steps.map((s) => ({
    key: s.step,
    title: s.title,
    path: s.path,
    state: s.enabled ? 'enabled' : 'disabled',
    feedbackSection: stepFeedbackSection(INDEPENDENT_STUDY_STEP_LIST, s.step),
  }));

/**
 * Where a failing checklist section is fixed. The course's sections are named like the steps;
 * the self-study rows (credits, review and exam questions) and Program Qualification are fixed on CPE Information.
 */
const SECTION_STEPS: Readonly<Record<string, string>> = {
  'Self Study Credits': 'credits',
  'Review Questions': 'credits',
  'Final Exam Questions': 'credits',
  // The app shows the course's Program Qualification on CPE Information (app/record-screens/IndependentStudyScreen.tsx).
  'Program Qualification': 'credits',
  'Course Details': 'details',
  'Independent Study Details': 'details',
};

export const studyFixLink = (record: IndependentStudyResponse, section: string): FixLink | null =>
  recordFixLink(INDEPENDENT_STUDY_RECORD, studySteps(record), record.header.internal_id, (s) =>
    SECTION_STEPS[section] ? s.key === SECTION_STEPS[section] : s.title === section,
  );
