import type { AoaResponse } from '@cpe/contract';
import type { RecordType } from '../../../components/record-workspace/record-type.ts';
import { refStore } from '../../../lib/reference/ref-store.ts';
import { useAoa } from '../api/aoa-queries.ts';
import { aoaHeaderItems, aoaSubheader } from './aoa-header.ts';
import { AOA_RECORD, aoaSteps } from './aoa-steps.ts';
import type { AoaStepProps } from './step-props.ts';
import { AOA_STEPS } from './step-registry.ts';

/**
 * The affidavit of attendance (layout 'affidavit-of-attendance'): GET /aoa/{id} once for
 * every step, the header strip from the server's aoaHeader under 'Request Status', and the
 * steps Verification, Attendance, Confirmation, Approval and Audit enabled by the AOA step rules.
 */
export const AOA_RECORD_TYPE: RecordType<AoaResponse, AoaStepProps> = {
  noun: 'Affidavit of attendance',
  record: AOA_RECORD,
  layout: 'affidavit-of-attendance',
  useRecord: useAoa,
  title: (aoa) => `Affidavit ${aoa.aoaDetails.requestId}: ${aoa.aoaDetails.class_title}`,
  header: (aoa) => ({
    // The tenant's timezone is loaded before any screen shows (the guard waits for reference data).
    items: aoaHeaderItems(aoa.aoaHeader, refStore.get().settings.defaultTimezone || undefined),
    subheader: aoaSubheader(aoa.aoaDetails),
    status: aoa.aoaDetails.request_status,
  }),
  steps: (aoa) => aoaSteps(aoa.steps),
  stepScreens: AOA_STEPS,
  stepProps: (aoa) => ({ aoa }),
  unavailableText: (aoa) =>
    aoa.aoaDetails.rosterId === null
      ? 'Verify your attendance first: this step opens once the affidavit is verified.'
      : 'This step is not available for this affidavit yet.',
};
