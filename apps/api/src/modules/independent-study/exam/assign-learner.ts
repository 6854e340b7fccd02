import { endpoints } from '@cpe/contract';
import { conflict, notFound } from '../../../platform/errors.ts';
import { defineRoute } from '../../../platform/route.ts';
import { requireStudy, studyAccess } from '../study-access.ts';
import { loadAssignments } from './assignments-read.ts';

/** Assigns a learner of the firm to take a Finalized study's final exam (the policy's assignLearners). */
export const assignStudyLearner = defineRoute(endpoints.assignStudyLearner, {
  summary: 'Assign a learner to an independent study: they may then take its final exam and earn its credits',
  tags: ['independent study'],
  auth: studyAccess(),
  async handler({ params, body, tx, me, now }) {
    const session = me();
    const study = await requireStudy(tx, params.id, session, 'assignLearners');
    const person = await tx.query<{ id: number }>(
      "SELECT id FROM persons WHERE id = $1 AND merged_into_id IS NULL AND status <> 'Merged'",
      [body.person_id],
    );
    if (!person.rows[0]) throw notFound(`Person ${body.person_id} was not found.`);
    const added = await tx.query(
      `INSERT INTO independent_study_assignments (course_id, person_id, assigned_by, assigned_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (tenant_id, course_id, person_id) DO NOTHING`,
      [study.id, body.person_id, session.personId, now],
    );
    if (added.rowCount === 0) throw conflict('This learner is already assigned to this independent study.');
    return loadAssignments(tx, study.id);
  },
});
