import { AOA_OBJECT_TYPE, AOA_POLICY_CODES, decidesAffidavits } from '@cpe/contract';
import { forbidden } from '../../platform/errors.ts';
import type { LearningObjectType } from '../learning-objects/index.ts';
import { loadAoa, requireAoa, touchAoa } from './aoa-access.ts';
import { aoaChecklist } from './aoa-checklist.ts';

/** The AOA's page category and element location in the tenant's configuration. */
export const AOA_PAGE_CATEGORY = 'aoa';

/**
 * The affidavit of attendance as a learning object (type 7): its policy is aoa-access.ts
 * (the contract's AOA policy). Staff (AOA050) leave feedback on Verification and Attendance;
 * whoever may edit the Draft resolves it. Documents, history, feedback and the checklist come
 * from the layer through this.
 */
export const aoaObjectType = {
  id: AOA_OBJECT_TYPE,
  noun: 'Affidavit',
  codes: [AOA_POLICY_CODES.decide],
  async require(tx, id, session, action) {
    if (action === 'see') await loadAoa(tx, id, session);
    else if (action === 'leaveFeedback') {
      await loadAoa(tx, id, session, { lock: true });
      if (!decidesAffidavits(session.permissions)) throw forbidden('Only AOA staff leave feedback.');
    } else await requireAoa(tx, id, session, 'canEdit');
  },
  touch: touchAoa,
  pageCategory: AOA_PAGE_CATEGORY,
  elementLocation: AOA_PAGE_CATEGORY,
  async configKeys() {
    return { agendaTypeId: null, deliveryMethodId: null };
  },
  async checklist(tx, id, session) {
    return aoaChecklist(tx, await loadAoa(tx, id, session));
  },
  feedbackSections: ['Verification', 'Attendance'],
} satisfies LearningObjectType;
