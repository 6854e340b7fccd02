import type { ExternalCpeResponse, FeedbackItem } from '@cpe/contract';
import type { RecordType } from '../../../components/record-workspace/record-type.ts';
import { useEcpFeedback, useExternalCpe } from '../api/ecp-queries.ts';
import { EcpBanner } from './EcpBanner.tsx';
import { EcpReviewSummaryButton, EcpStepFeedback } from './ecp-feedback.tsx';
import { ecpHeaderItems, ecpSubheader } from './ecp-header.ts';
import { EXTERNAL_CPE_RECORD, ecpSteps } from './ecp-steps.ts';
import type { EcpStepProps } from './step-props.ts';
import { ECP_STEPS } from './step-registry.ts';

/**
 * An external CPE request (layout 'external-cpe', /learner/cpe/{step}/{id}): GET
 * /requests/ext-cpe/{id} once for every step, the header strip and subheader, the banner,
 * the steps the server enables with their feedback icons, the Review Summary, and the
 * feedback of the five pages that take it.
 */
export const EXTERNAL_CPE_RECORD_TYPE: RecordType<ExternalCpeResponse, EcpStepProps, FeedbackItem> = {
  noun: 'Request',
  record: EXTERNAL_CPE_RECORD,
  layout: 'external-cpe',
  useRecord: useExternalCpe,
  // The spec's /learner/cpe/{step} routes take an optional id: without one, a new request starts.
  newRecordPath: '/learner/external',
  title: (request) => request.details.title,
  header: (request) => ({ items: ecpHeaderItems(request), subheader: ecpSubheader(request), status: request.header.request_status }),
  banner: (_request, id) => <EcpBanner id={id} />,
  steps: (request) => ecpSteps(request.steps),
  stepScreens: ECP_STEPS,
  stepProps: (request) => ({ request }),
  unavailableText: () => 'This step is not available for this request yet.',
  topBarActions: (id) => <EcpReviewSummaryButton id={id} />,
  feedback: { useFeedback: useEcpFeedback, Section: EcpStepFeedback },
};
