import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { loadStudy, studyAccess } from '../study-access.ts';
import { loadAssignments } from './assignments-read.ts';

export const getStudyAssignments = defineRoute(endpoints.getStudyAssignments, {
  summary: "Who may take an independent study's final exam (assigned, or on its roster), with attempts, best score and completion",
  tags: ['independent study'],
  auth: studyAccess(),
  async handler({ params, tx, me }) {
    const study = await loadStudy(tx, params.id, me());
    return loadAssignments(tx, study.id);
  },
});
