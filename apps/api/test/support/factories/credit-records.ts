import type { Queryable } from '../../../src/db/types.ts';

/** A credit record as migration 0041 keeps it: the scope of one completion, its date and its credits by field of study. */
export interface RecordSpec {
  tenantId: number;
  personId: number;
  /** A class's completion (with its course), or an external CPE request's. */
  classId?: number;
  courseId?: number;
  requestId?: number;
  completedOn: string;
  fields: readonly (readonly [fieldOfStudyId: number, credits: number])[];
  minutes?: number | null;
  rule?: string;
  deliveryMethod?: string | null;
  title?: string | null;
  sponsor?: string | null;
}

/**
 * Writes a live credit record and its fields (the total is their sum, as the record's check
 * requires), as certification, a completion or an approval records one (ADR 0051). Runs in
 * the caller's transaction (asOwner).
 */
export async function insertCreditRecord(tx: Queryable, r: RecordSpec): Promise<number> {
  const totalTenths = r.fields.reduce((sum, [, c]) => sum + Math.round(c * 10), 0);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO credit_records (tenant_id, person_id, class_id, course_id, request_id, version, credit_rule, delivery_method, minutes, total,
                                 completed_on, title, sponsor_name, reason, recorded_at)
     VALUES ($1, $2, $3, $4, $5, 1, $6,
             coalesce($7, (SELECT dm.name FROM classes k JOIN courses c ON c.tenant_id = k.tenant_id AND c.id = k.course_id
                             JOIN delivery_methods dm ON dm.tenant_id = k.tenant_id AND dm.id = coalesce(k.delivery_method_id, c.delivery_method_id)
                            WHERE k.tenant_id = $1 AND k.id = $3::int)),
             $8, $9, $10::date, $11, $12, $13, now()) RETURNING id`,
    [
      r.tenantId,
      r.personId,
      r.classId ?? null,
      r.classId ? (r.courseId ?? null) : null,
      r.requestId ?? null,
      r.rule ?? (r.requestId ? 'external' : 'group'),
      r.deliveryMethod ?? null,
      r.minutes ?? (r.requestId ? null : (totalTenths / 10) * 50),
      totalTenths / 10,
      r.completedOn,
      r.title ?? null,
      r.sponsor ?? null,
      r.requestId ? 'approved' : 'certified',
    ],
  );
  const id = (rows[0] as { id: number }).id;
  for (const [field, credits] of r.fields) {
    await tx.query('INSERT INTO credit_record_fields (tenant_id, record_id, field_of_study_id, credits) VALUES ($1, $2, $3, $4)', [
      r.tenantId,
      id,
      field,
      credits,
    ]);
  }
  return id;
}
