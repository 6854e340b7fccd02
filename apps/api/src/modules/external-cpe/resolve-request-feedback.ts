import { EXTERNAL_CPE_OBJECT_TYPE, endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { resolveFeedback } from '../learning-objects/index.ts';
import { ecpAccess } from './ecp-access.ts';

export const resolveRequestFeedback = defineRoute(endpoints.resolveRequestFeedback, {
  summary: 'The learner (or whoever may edit the request) resolves a feedback item with a note',
  tags: ['feedback'],
  auth: ecpAccess(),
  async handler({ params, body, tx, me, now }) {
    await resolveFeedback(tx, params.feedbackId, body.resolution_note, { session: me(), now, onlyType: EXTERNAL_CPE_OBJECT_TYPE });
    return { message: 'Feedback resolved' };
  },
});
