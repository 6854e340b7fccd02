import type { studyAssignmentsResponse } from '@cpe/contract';
import type { z } from 'zod';
import { personNameSql, ymdSql } from '../../../db/sql.ts';
import type { Queryable } from '../../../db/types.ts';

/**
 * Who may take a study's final exam: the learners assigned to it and those on its delivery
 * class's roster (an earlier completion), each with their attempts, best score and completion.
 */
export async function loadAssignments(tx: Queryable, courseId: number): Promise<z.input<typeof studyAssignmentsResponse>> {
  const { rows } = await tx.query<z.input<typeof studyAssignmentsResponse>[number]>(
    `WITH takers AS (
       SELECT a.person_id, min(a.assigned_at) AS assigned_at FROM (
         SELECT person_id, assigned_at FROM independent_study_assignments WHERE course_id = $1
         UNION ALL
         SELECT r.person_id, NULL::timestamptz FROM class_roster r JOIN courses c ON c.class_id = r.class_id
          WHERE c.id = $1 AND r.removed_at IS NULL) a
       GROUP BY a.person_id)
     SELECT t.person_id, ${personNameSql('p')} AS name, e.email_address,
            ${ymdSql('t.assigned_at')} AS assigned_on,
            (SELECT count(*)::int FROM independent_study_exam_attempts x WHERE x.course_id = $1 AND x.person_id = t.person_id) AS attempts,
            (SELECT max(x.score)::float8 FROM independent_study_exam_attempts x WHERE x.course_id = $1 AND x.person_id = t.person_id) AS best_score,
            ${ymdSql('s.completed_on')} AS completed_on
       FROM takers t JOIN persons p ON p.id = t.person_id
       LEFT JOIN person_emails e ON e.person_id = t.person_id AND e.is_primary
       LEFT JOIN independent_study_completions s ON s.course_id = $1 AND s.person_id = t.person_id
      ORDER BY p.name_primary_last, p.name_primary_first, t.person_id`,
    [courseId],
  );
  return rows;
}
