import { CREATE_INDEPENDENT_STUDY_REQUIREMENT, endpoints } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { invalid } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';

export const createProgram = defineRoute(endpoints.createProgram, {
  summary: 'Open an independent study program; the caller is its submitter and, unless owner_id names another person, its owner',
  tags: ['independent study'],
  auth: allow.permissions(...CREATE_INDEPENDENT_STUDY_REQUIREMENT),
  async handler({ body, tx, me, now }) {
    const { personId } = me();
    const owner = body.owner_id ?? personId;
    // Another firm's person is invisible here (row-level security): the same 400 as a missing one.
    const found = await tx.query("SELECT 1 FROM persons WHERE id = $1 AND person_type = 'internal'", [owner]);
    if (found.rows.length === 0) throw invalid('body.owner_id', 'No such person of the firm.');
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO independent_study_programs (title, submitter_id, owner_id, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $4) RETURNING id`,
      [body.title, personId, owner, now],
    );
    return { id: (rows[0] as { id: number }).id };
  },
});
