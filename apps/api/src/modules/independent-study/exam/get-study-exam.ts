import { endpoints } from '@cpe/contract';
import { forbidden } from '../../../platform/errors.ts';
import { defineRoute } from '../../../platform/route.ts';
import { loadStudy, studyAbilities, studyAccess } from '../study-access.ts';
import { staffExam } from './exam-read.ts';
import { isTaker } from './exam-takers.ts';

export const getStudyExam = defineRoute(endpoints.getStudyExam, {
  summary: "An independent study's final exam as staff read it: questions, choices, the correct answers and the passing mark",
  tags: ['independent study'],
  auth: studyAccess(),
  async handler({ params, tx, me }) {
    const session = me();
    const study = await loadStudy(tx, params.id, session);
    const abilities = studyAbilities(study, session);
    // Someone who may take the exam reads it as a learner does, unless it is theirs to write.
    if (!abilities.edit && (await isTaker(tx, study.id, session.personId)))
      throw forbidden("You are assigned to take this independent study's final exam, so its answers are not shown to you.");
    return staffExam(tx, study.id, abilities.edit);
  },
});
