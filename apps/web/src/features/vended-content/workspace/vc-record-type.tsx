import type { VendedContentResponse } from '@cpe/contract';
import type { RecordType } from '../../../components/record-workspace/record-type.ts';
import { useVendedContent } from '../api/vc-queries.ts';
import type { VendedStepProps } from './step-props.ts';
import { VENDED_OWN_STEP_SCREENS } from './step-registry.ts';
import { vendedHeaderItems, vendedSubheader } from './vc-header.ts';
import { VENDED_CONTENT_RECORD, vendedSteps } from './vc-steps.ts';

/**
 * A vended item (layout 'vended-content', caption 'Vended Request Status'): GET
 * /course/vendedcontent/{id} once for every step, the header strip from its header, the
 * steps from the item's page configuration. The course's steps and the course's feedback
 * are the courses feature's: the app adds them (app/record-screens/VendedContentScreen.tsx).
 */
export const VENDED_CONTENT_RECORD_TYPE: RecordType<VendedContentResponse, VendedStepProps> = {
  noun: 'Vended content',
  record: VENDED_CONTENT_RECORD,
  layout: 'vended-content',
  useRecord: useVendedContent,
  title: (item) => item.header.title,
  header: (item) => ({
    items: vendedHeaderItems(item.header),
    subheader: vendedSubheader(item.header),
    status: item.header.course_status,
  }),
  steps: (item) => vendedSteps(item.course.steps),
  stepScreens: VENDED_OWN_STEP_SCREENS,
  stepProps: (record) => ({ course: record.course, record }),
  unavailableText: () => 'This step is not available for this vended item.',
};
