import type { ExternalCpeResponse } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';

type AwardsRow = Omit<ExternalCpeResponse['awards']['rows'][number], 'credits' | 'college_hours'> & {
  credits: string | number;
  college_hours: string | number | null;
};

/** The request's credits by field of study, with their total (numeric arrives as text from pg, a number from PGlite). */
export async function loadAwards(tx: Queryable, requestId: number): Promise<ExternalCpeResponse['awards']> {
  const { rows } = await tx.query<AwardsRow>(
    `SELECT a.id, a.field_of_study_id, f.name AS field_of_study, f.subject_short_name, a.is_college_type::int AS is_college_type,
            a.college_unit, a.college_hours, a.credits
       FROM ecpe_awards a JOIN fields_of_study f ON f.id = a.field_of_study_id
      WHERE a.request_id = $1 ORDER BY f.name`,
    [requestId],
  );
  const list = rows.map((r) => ({
    ...r,
    is_college_type: (r.is_college_type ? 1 : 0) as 0 | 1,
    credits: Number(r.credits),
    college_hours: r.college_hours === null ? null : Number(r.college_hours),
  }));
  return { rows: list, total_credits: Math.round(list.reduce((s, r) => s + r.credits, 0) * 10) / 10 };
}
