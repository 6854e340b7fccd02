import { type CreditIncrement, type classInstructor, computeCredits } from '@cpe/contract';
import type { z } from 'zod';
import { personNameSql } from '../../../db/sql.ts';
import type { Queryable } from '../../../db/types.ts';
import type { ClassRow } from '../../../shared/class-access.ts';
import { classTeachingSql } from '../contacts/class-teaching.ts';

type InstructorRow = z.infer<typeof classInstructor>;

interface TaughtModule {
  person_id: number;
  name: string;
  preferred: boolean;
  module_id: number | null;
  start_time: string | null;
  end_time: string | null;
  is_credit_qualified: boolean | null;
  allocations: { field_of_study_id: number; percent: number; subject_short_name: string }[] | null;
  credit_increment: string;
}

/**
 * The instructor credit summary: each instructor of the class — preferred, or teaching a
 * module (the class's own module instructors, else the course's) — with the credits of the
 * credit-qualified modules they teach, by the course's rules (computeCredits).
 */
export async function instructorCredits(tx: Queryable, cls: ClassRow): Promise<InstructorRow[]> {
  const { rows } = await tx.query<TaughtModule>(
    `WITH taught AS (${classTeachingSql('$1', '$2')}), people AS (
       SELECT person_id FROM taught UNION SELECT person_id FROM class_instructors WHERE class_id = $1 AND module_id IS NULL
     )
     SELECT p.id AS person_id, ${personNameSql('p')} AS name,
            EXISTS (SELECT 1 FROM class_instructors pr WHERE pr.class_id = $1 AND pr.module_id IS NULL AND pr.person_id = p.id) AS preferred,
            m.id AS module_id, m.start_time, m.end_time, m.is_credit_qualified,
            (SELECT json_agg(json_build_object('field_of_study_id', a.field_of_study_id, 'percent', a.percent, 'subject_short_name', f.subject_short_name))
               FROM module_fields_of_study a JOIN fields_of_study f ON f.id = a.field_of_study_id WHERE a.module_id = m.id) AS allocations,
            c.credit_increment::text AS credit_increment
       FROM people pe
       JOIN persons p ON p.id = pe.person_id
       JOIN courses c ON c.id = $2
       LEFT JOIN taught t ON t.person_id = pe.person_id
       LEFT JOIN agenda_modules m ON m.id = t.module_id
      ORDER BY p.name_primary_last, p.name_primary_first, p.id, m.day, m.day_index`,
    [cls.id, cls.course_id],
  );
  const byPerson = new Map<number, TaughtModule[]>();
  for (const row of rows) byPerson.set(row.person_id, [...(byPerson.get(row.person_id) ?? []), row]);
  return [...byPerson.values()].map((taught) => {
    const first = taught[0] as TaughtModule;
    const modules = taught.flatMap((t) =>
      t.module_id === null || t.start_time === null || t.end_time === null
        ? []
        : [
            {
              start_time: t.start_time,
              end_time: t.end_time,
              is_credit_qualified: Boolean(t.is_credit_qualified),
              allocations: t.allocations ?? [],
            },
          ],
    );
    const increment: CreditIncrement = Number(first.credit_increment) === 0.5 ? 0.5 : 0.2;
    const result = computeCredits(modules, { deliveryMethodId: cls.delivery_method_id ?? cls.course_delivery_method_id, increment });
    const shortName = new Map(
      taught.flatMap((t) => (t.allocations ?? []).map((a) => [a.field_of_study_id, a.subject_short_name] as const)),
    );
    return {
      person_id: first.person_id,
      name: first.name,
      preferred: first.preferred,
      total_credits: result.total,
      credits: result.byField
        .filter((f) => f.credits > 0)
        .map((f) => ({
          credits: f.credits,
          subject_area: { subject_short_name: shortName.get(f.field_of_study_id) ?? String(f.field_of_study_id) },
        })),
    };
  });
}
