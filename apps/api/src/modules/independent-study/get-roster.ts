import { endpoints } from '@cpe/contract';
import { personNameSql, ymdSql } from '../../db/sql.ts';
import { defineRoute } from '../../platform/route.ts';
import { loadStudy, studyAccess } from './study-access.ts';

export const getIndependentStudyRoster = defineRoute(endpoints.getIndependentStudyRoster, {
  summary: 'Who completed an independent study: when, their final exam score and the credits their transcript got',
  tags: ['independent study'],
  auth: studyAccess(),
  async handler({ params, tx, me }) {
    const study = await loadStudy(tx, params.id, me());
    const { rows } = await tx.query<{
      person_id: number;
      name: string;
      email_address: string | null;
      completed_on: string;
      exam_score: number;
      credits: number;
    }>(
      `SELECT s.person_id, ${personNameSql('p')} AS name, e.email_address, ${ymdSql('s.completed_on')} AS completed_on,
              s.exam_score::float8 AS exam_score,
              coalesce((SELECT sum(t.credits) FROM transcripts t
                         WHERE t.person_id = s.person_id AND t.course_id = s.course_id), 0)::float8 AS credits
         FROM independent_study_completions s JOIN persons p ON p.id = s.person_id
         LEFT JOIN person_emails e ON e.person_id = s.person_id AND e.is_primary
        WHERE s.course_id = $1
        ORDER BY s.completed_on DESC, p.name_primary_last, p.name_primary_first, s.person_id`,
      [study.id],
    );
    return rows;
  },
});
