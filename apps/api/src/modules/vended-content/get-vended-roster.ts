import { endpoints } from '@cpe/contract';
import { personNameSql, ymdSql } from '../../db/sql.ts';
import { defineRoute } from '../../platform/route.ts';
import { loadVended, vendedAccess } from './vended-access.ts';

/** The learners who completed the item: the live roster of its delivery class, with their transcript's date and credits. */
export const getVendedRoster = defineRoute(endpoints.getVendedRoster, {
  summary: 'Learners who completed a vended item: name, e-mail, completed on, credits',
  tags: ['vended content'],
  auth: vendedAccess(),
  async handler({ params, tx, me }) {
    await loadVended(tx, params.id, me());
    const { rows } = await tx.query<{
      roster_id: number;
      person_id: number;
      name: string;
      email_address: string | null;
      completed_on: string | null;
      credits: string;
    }>(
      `SELECT r.id AS roster_id, r.person_id, ${personNameSql('p')} AS name,
              (SELECT e.email_address FROM person_emails e WHERE e.person_id = r.person_id ORDER BY e.is_primary DESC, e.id LIMIT 1)
                AS email_address,
              ${ymdSql('max(t.completed_on)')} AS completed_on, coalesce(sum(t.credits), 0)::text AS credits
         FROM courses c
         JOIN class_roster r ON r.class_id = c.class_id AND r.removed_at IS NULL
         JOIN persons p ON p.id = r.person_id
         LEFT JOIN transcripts t ON t.class_id = r.class_id AND t.person_id = r.person_id
        WHERE c.id = $1
        GROUP BY r.id, r.person_id, p.name_primary_first, p.name_primary_last
        ORDER BY p.name_primary_last, p.name_primary_first, r.id`,
      [params.id],
    );
    return rows.map((r) => ({ ...r, credits: Number(r.credits) }));
  },
});
