import type { Queryable } from '../../../db/types.ts';
import type { LmsEnrollment } from '../../lms/index.ts';

/** The SQL of a learner's id in the LMS: the primary id value, else the primary e-mail. */
const LMS_LEARNER_ID = `coalesce(
  (SELECT i.value FROM person_ids i WHERE i.person_id = p.id ORDER BY i.is_primary DESC, i.id LIMIT 1),
  (SELECT e.email_address FROM person_emails e WHERE e.person_id = p.id ORDER BY e.is_primary DESC, e.id LIMIT 1))`;

/**
 * Each learner's id in the LMS: the primary id value, else the primary e-mail; the one rule
 * for the class's roster and its completions. A person with neither has no id (left out).
 */
export async function lmsLearnerIds(tx: Queryable, personIds: number[]): Promise<Map<number, string>> {
  const { rows } = await tx.query<{ person_id: number; external_id: string | null }>(
    `SELECT p.id AS person_id, ${LMS_LEARNER_ID} AS external_id FROM persons p WHERE p.id = ANY($1::int[])`,
    [personIds],
  );
  return new Map(rows.filter((r) => r.external_id).map((r) => [r.person_id, r.external_id as string]));
}

/**
 * The class's roster as the LMS enrolls it: every learner on it now (removed ones are not),
 * with the id of lmsLearnerIds, the primary names and e-mail, in the order they were added.
 * A learner the LMS could not know (no id and no e-mail) is left out.
 */
export async function lmsClassRoster(tx: Queryable, classId: number): Promise<LmsEnrollment[]> {
  const { rows } = await tx.query<{ external_id: string | null; first: string; last: string; email: string | null }>(
    `SELECT ${LMS_LEARNER_ID} AS external_id, p.name_primary_first AS first, p.name_primary_last AS last,
            (SELECT e.email_address FROM person_emails e WHERE e.person_id = p.id ORDER BY e.is_primary DESC, e.id LIMIT 1) AS email
       FROM class_roster r JOIN persons p ON p.id = r.person_id
      WHERE r.class_id = $1 AND r.removed_at IS NULL
      ORDER BY r.id`,
    [classId],
  );
  return rows.flatMap((r) =>
    r.external_id ? [{ externalId: r.external_id, firstName: r.first, lastName: r.last, email: r.email ?? '' }] : [],
  );
}
