import { endpoints } from '@cpe/contract';
import { inOrder } from '../../db/sql.ts';
import { defineRoute } from '../../platform/route.ts';
import { loadCourseResponse, validateCourseRecord } from '../courses/index.ts';
import { loadStudy, studyAbilities, studyAccess } from './study-access.ts';
import { loadSelfStudy, loadStudyHeader } from './study-read.ts';

export const getIndependentStudy = defineRoute(endpoints.getIndependentStudy, {
  summary:
    'An independent study: the agenda (as GET /course/{id}), its header, program, abilities, approval checklist and self-study counts',
  tags: ['independent study'],
  auth: studyAccess(),
  async handler({ params, tx, me }) {
    const session = me();
    const study = await loadStudy(tx, params.id, session);
    const [course, header, checklist, selfStudy] = await inOrder(
      () => loadCourseResponse(tx, study, session),
      () => loadStudyHeader(tx, study.id),
      () => validateCourseRecord(tx, study),
      () => loadSelfStudy(tx, study.id),
    );
    const program = await tx.query<{ id: number; title: string; status: 'Open' | 'Closed' }>(
      'SELECT id, title, status FROM independent_study_programs WHERE id = $1',
      [header.program_id],
    );
    return { course, header, program: program.rows[0] ?? null, abilities: studyAbilities(study, session), checklist, selfStudy };
  },
});
