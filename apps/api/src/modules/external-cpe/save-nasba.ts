import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { saveNasbaAnswers } from '../learning-objects/index.ts';
import { ecpAccess, requireRequest, touchRequest } from './ecp-access.ts';

export const saveExternalCpeNasba = defineRoute(endpoints.saveExternalCpeNasba, {
  summary: "Save answers to the firm's NASBA questions (an empty answer removes it)",
  tags: ['external cpe'],
  auth: ecpAccess(),
  async handler({ params, body, tx, me, now }) {
    const row = await requireRequest(tx, params.id, me(), 'canEdit');
    await saveNasbaAnswers(tx, 'externalCpe', row.id, body.answers);
    await touchRequest(tx, row.id, me().personId, now);
    return { message: 'NASBA answers saved' };
  },
});
