import { ecpBanner, endpoints } from '@cpe/contract';
import { personNameSql } from '../../db/sql.ts';
import { defineRoute } from '../../platform/route.ts';
import { ecpAccess, loadRequest } from './ecp-access.ts';

export const getExternalCpeBanner = defineRoute(endpoints.getExternalCpeBanner, {
  summary: 'The banner of an external CPE request: a status line for its state, for the learner or for staff',
  tags: ['external cpe'],
  auth: ecpAccess(),
  async handler({ body, tx, me }) {
    const row = await loadRequest(tx, body.requestId, me());
    if (row.request_person_id === me().personId)
      return { request_status: row.request_status, ...ecpBanner(row.request_status, { own: true }) };
    const { rows } = await tx.query<{ name: string }>(`SELECT ${personNameSql('p')} AS name FROM persons p WHERE p.id = $1`, [
      row.request_person_id,
    ]);
    const learner = rows[0]?.name ?? 'the learner';
    return { request_status: row.request_status, ...ecpBanner(row.request_status, { own: false, learner }) };
  },
});
