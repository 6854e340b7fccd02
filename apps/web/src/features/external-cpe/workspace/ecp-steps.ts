import { EXTERNAL_CPE_RECORD, EXTERNAL_CPE_STEP_LIST, type ExternalCpeResponse, stepFeedbackSection } from '@cpe/contract';
import { type FixLink, type RecordStep, recordFixLink } from '../../../components/record-workspace/record-steps.ts';

export { EXTERNAL_CPE_RECORD };

/**
 * The request's steps in the kit's words. The server says which are enabled (the external CPE step rule:
 * Request Details always, Sponsor Information by can_access_cpe_info, Awards by
 * can_access_awards_page, all by can_access_entire_request); the first five take feedback.
 */
export const ecpSteps = (steps: ExternalCpeResponse['steps']): RecordStep[] =>
  steps.map((s) => ({
    key: s.key,
    title: s.title,
    path: s.path,
    state: s.enabled ? 'enabled' : 'disabled',
    feedbackSection: stepFeedbackSection(EXTERNAL_CPE_STEP_LIST, s.key),
  }));

/** A failing checklist section is fixed on the enabled step of the same title (Request Details, Awards…). */
export const ecpFixLink = (request: ExternalCpeResponse, section: string): FixLink | null =>
  recordFixLink(EXTERNAL_CPE_RECORD, ecpSteps(request.steps), request.header.internal_id, (s) => s.title === section);
