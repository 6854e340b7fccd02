import { ECP_MESSAGES, endpoints } from '@cpe/contract';
import { invalid } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { ecpAccess, requireRequest } from './ecp-access.ts';
import { updateColumns } from './ecp-write.ts';

const COLUMNS = [
  'title',
  'description',
  'start_date',
  'completion_date',
  'delivery_method_id',
  'program_type',
  'qualifying_program',
  'focus_code',
  'location',
] as const;

export const updateExternalCpeDetails = defineRoute(endpoints.updateExternalCpeDetails, {
  summary: 'Save Request Details: program title, dates, delivery method, program type, qualifying program, focus code, location',
  tags: ['external cpe'],
  auth: ecpAccess(),
  async handler({ params, body, tx, me, now }) {
    const row = await requireRequest(tx, params.id, me(), 'canEdit');
    if (body.delivery_method_id != null) {
      const { rows } = await tx.query('SELECT 1 FROM delivery_methods WHERE id = $1', [body.delivery_method_id]);
      if (rows.length === 0) throw invalid('body.delivery_method_id', 'Unknown delivery method.');
    }
    // A date sent alone must still be in order with the one stored.
    const { rows } = await tx.query<{ ok: boolean }>(
      `SELECT coalesce($2::date, start_date) IS NULL OR coalesce($3::date, completion_date) IS NULL
              OR coalesce($2::date, start_date) <= coalesce($3::date, completion_date) AS ok
         FROM external_cpe_requests WHERE id = $1`,
      [row.id, body.start_date ?? null, body.completion_date ?? null],
    );
    if (!rows[0]?.ok) throw invalid('body.start_date', 'The start date must not be after the completion date.');
    await updateColumns(tx, row.id, body, COLUMNS, { personId: me().personId, now });
    return { message: ECP_MESSAGES.saved };
  },
});
