import { INDEPENDENT_STUDY_RECORD, type IndependentStudyResponse } from '@cpe/contract';
import type { RecordType } from '../../../components/record-workspace/record-type.ts';
import { useIndependentStudy } from '../api/study-queries.ts';
import type { StudyStepProps } from './step-props.ts';
import { STUDY_STEP_SCREENS } from './step-registry.ts';
import { studyHeaderItems, studySubheader } from './study-header.ts';
import { studySteps } from './study-steps.ts';

/**
 * The independent study (layout 'independent-study': drawer 275, caption 'Independent Self
 * Study Status'): GET /ind-study/{id} once for the header strip, the steps of its page
 * configuration and every step. The course's steps and the reviewer feedback belong to the
 * courses feature: the app adds them (app/record-screens/IndependentStudyScreen.tsx).
 */
export const STUDY_RECORD_TYPE: RecordType<IndependentStudyResponse, StudyStepProps> = {
  noun: 'Independent study',
  record: INDEPENDENT_STUDY_RECORD,
  layout: 'independent-study',
  useRecord: useIndependentStudy,
  title: (record) => record.header.title,
  header: (record) => ({
    items: studyHeaderItems(record.header),
    subheader: studySubheader(record.header, record.course.courseHeader.version),
    status: record.header.course_status,
  }),
  steps: studySteps,
  stepScreens: STUDY_STEP_SCREENS,
  stepProps: (record) => ({ course: record.course, record }),
  unavailableText: () => 'This step is not available for this independent study.',
};
