import type { FeedbackItem, LocalLearningResponse } from '@cpe/contract';
import type { RecordType } from '../../../components/record-workspace/record-type.ts';
import { useLocalLearning, useLocalLearningFeedback } from '../api/ll-queries.ts';
import { LocalLearningReviewSummaryButton, LocalLearningStepFeedback } from './ll-feedback.tsx';
import { localLearningHeaderItems, localLearningSubheader } from './ll-header.ts';
import { LOCAL_LEARNING_RECORD, localLearningSteps } from './ll-steps.ts';
import type { LocalLearningStepProps } from './step-props.ts';
import { LOCAL_LEARNING_OWN_STEPS } from './step-registry.ts';

/**
 * The local learning (layout 'local-learning', caption 'Local Learning Status'): GET
 * /locallearning/{id} once for every step, its header strip, the steps of its page
 * configuration with feedback icons, the Review Summary and each step's feedback. The
 * course's steps and the class roster are added by the app (LocalLearningScreen.tsx).
 */
export const LOCAL_LEARNING_RECORD_TYPE: RecordType<LocalLearningResponse, LocalLearningStepProps, FeedbackItem> = {
  noun: 'Local learning',
  record: LOCAL_LEARNING_RECORD,
  layout: 'local-learning',
  useRecord: useLocalLearning,
  title: (record) => record.header.title,
  header: (record) => ({
    items: localLearningHeaderItems(record.header),
    subheader: localLearningSubheader(record),
    status: record.header.course_status,
  }),
  steps: (record) => localLearningSteps(record.course.steps),
  stepScreens: LOCAL_LEARNING_OWN_STEPS,
  stepProps: (record) => ({ course: record.course, record }),
  unavailableText: (record) =>
    record.header.course_status === 'Not Approved'
      ? 'This local learning was not approved: it can no longer be changed.'
      : 'This step is not available for this local learning.',
  topBarActions: (id) => <LocalLearningReviewSummaryButton id={id} />,
  feedback: { useFeedback: useLocalLearningFeedback, Section: LocalLearningStepFeedback },
};
