import { CLASS_STEP_LIST, type ClassResponse } from '@cpe/contract';
import type { RecordType } from '../../../components/record-workspace/record-type.ts';
import { useClass } from '../api/class-queries.ts';
import { ImportAllDetailsButton } from '../lms-import/ImportAllDetailsButton.tsx';
import { classHeaderItems, classSubheader } from './class-header.ts';
import { CLASS_RECORD, classSteps } from './class-steps.ts';
import type { ClassStepProps } from './step-props.ts';
import { CLASS_STEPS } from './step-registry.ts';

/**
 * The class (layout 'class'): GET /class/{id} once for every step, the header strip
 * under the caption 'Class Agenda Status', and the steps with the server's step states.
 * Classes take no feedback, so their steps have no status icons.
 */
export const CLASS_RECORD_TYPE: RecordType<ClassResponse, ClassStepProps> = {
  noun: 'Class',
  record: CLASS_RECORD,
  layout: 'class',
  useRecord: useClass,
  title: (cls) => cls.classSummary.class_title,
  header: (cls) => ({
    items: classHeaderItems(cls.classSummary),
    subheader: classSubheader(cls.classSummary),
    status: cls.classSummary.status,
  }),
  // Import all details from the LMS (POST /class/import/sap/allDetails/{id}); the manual Sync is the Approval step's.
  headerActions: (cls) => <ImportAllDetailsButton cls={cls} />,
  steps: (cls) => classSteps(cls.steps),
  stepKeyAt: (sub) => CLASS_STEP_LIST.find((s) => s.path === sub)?.key,
  stepScreens: CLASS_STEPS,
  stepProps: (cls) => ({ cls }),
  unavailableText: (cls) =>
    cls.classSummary.status === 'Voided' ? 'This class was voided: its steps are disabled.' : 'This step is not available for this class.',
};
