import { COURSE_OBJECT_TYPE, endpoints, INDEPENDENT_STUDY_REQUEST_STATUS, type IndependentStudyStatus } from '@cpe/contract';
import { personNameSql } from '../../db/sql.ts';
import { defineRoute } from '../../platform/route.ts';
import { abilitiesOfProgram, loadProgram } from './program-access.ts';
import { studyAccess } from './study-access.ts';
import { loadSelfStudy } from './study-read.ts';

interface StudyRow {
  id: number;
  title: string;
  course_status: IndependentStudyStatus;
  request_type_name: string | null;
  submitted_by: string | null;
}

export const getProgram = defineRoute(endpoints.getProgram, {
  summary: 'An independent study program: its header (status, submitter, owner, date), its independent studies and what the caller may do',
  tags: ['independent study'],
  auth: studyAccess(),
  async handler({ params, tx, me }) {
    const program = await loadProgram(tx, params.id);
    const { rows } = await tx.query<StudyRow>(
      `SELECT c.id, c.title, c.course_status, c.request_type AS request_type_name, coalesce(${personNameSql('sp')}, ${personNameSql('cp')}) AS submitted_by
         FROM courses c
         LEFT JOIN LATERAL (SELECT w.person_id FROM workflow_history w
                             WHERE w.learning_object_type_id = $2 AND w.learning_object_id = c.id AND w.action = 'submit'
                             ORDER BY w.occurred_at DESC, w.id DESC LIMIT 1) sub ON true
         LEFT JOIN persons sp ON sp.id = sub.person_id
         JOIN persons cp ON cp.id = c.created_by
        WHERE c.program_id = $1 AND c.kind = 'independent_study'
        ORDER BY c.id`,
      [program.id, COURSE_OBJECT_TYPE],
    );
    const studies = [];
    for (const s of rows) {
      const { credits } = await loadSelfStudy(tx, s.id);
      studies.push({ ...s, request_status: INDEPENDENT_STUDY_REQUEST_STATUS[s.course_status], credits });
    }
    const { id, title, status, submitter, submitter_id, program_owner, owner_id, date_created } = program;
    return {
      header: { internal_id: id, title, status, submitter, submitter_id, program_owner, owner_id, date_created },
      studies,
      abilities: abilitiesOfProgram(program, me()),
    };
  },
});
