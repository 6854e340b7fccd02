import {
  ECP_ELEMENT_LOCATION,
  ECP_PAGE_CATEGORY,
  ECP_STAFF_CODES,
  EXTERNAL_CPE_OBJECT_TYPE,
  EXTERNAL_CPE_STEP_LIST,
  type FeedbackSection,
} from '@cpe/contract';
import type { LearningObjectType } from '../learning-objects/index.ts';
import { loadRequest, requireRequest, touchRequest } from './ecp-access.ts';
import { ecpChecklist } from './ecp-checklist-facts.ts';

/**
 * The external CPE request as a learning object (type 8): its policy is the contract's
 * external-cpe-policy.ts through ecp-access.ts. Feedback is left by staff on the five pages of
 * the external CPE feedback pages and resolved by the learner (or whoever may edit the request).
 */
export const externalCpeObjectType = {
  id: EXTERNAL_CPE_OBJECT_TYPE,
  noun: 'External CPE request',
  // The layer's shared routes (document comments) admit ECP staff; the request routes themselves
  // admit anyone signed in (ecpAccess), as anyone may file their own request. The learner's
  // display codes (ECP003…007) open nothing of other types.
  codes: ECP_STAFF_CODES,
  async require(tx, id, session, action) {
    if (action === 'see') await loadRequest(tx, id, session);
    else if (action === 'edit') await requireRequest(tx, id, session, 'canEdit');
    else if (action === 'leaveFeedback') await requireRequest(tx, id, session, 'canLeaveFeedback');
    else await requireRequest(tx, id, session, 'canResolveFeedback');
  },
  touch: touchRequest,
  pageCategory: ECP_PAGE_CATEGORY,
  elementLocation: ECP_ELEMENT_LOCATION,
  async configKeys(tx, id) {
    // Agenda type US-CPE (id 1) always; the request's delivery method, else Default (the default key).
    const { rows } = await tx.query<{ delivery_method_id: number | null }>(
      'SELECT delivery_method_id FROM external_cpe_requests WHERE id = $1',
      [id],
    );
    return { agendaTypeId: 1, deliveryMethodId: rows[0]?.delivery_method_id ?? null };
  },
  async checklist(tx, id, session) {
    await loadRequest(tx, id, session);
    return (await ecpChecklist(tx, id)).checklist.map(({ section, message, validation_status }) => ({
      section,
      message,
      validation_status,
    }));
  },
  feedbackSections: EXTERNAL_CPE_STEP_LIST.flatMap((s): FeedbackSection[] => ('feedback' in s ? [s.feedback] : [])),
} satisfies LearningObjectType;
