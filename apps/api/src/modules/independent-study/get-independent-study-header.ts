import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { loadStudy, studyAccess } from './study-access.ts';
import { loadStudyHeader } from './study-read.ts';

export const getIndependentStudyHeader = defineRoute(endpoints.getIndependentStudyHeader, {
  summary: 'The independent study header: program, submitter, request type, agenda type, delivery method, dates, statuses',
  tags: ['independent study'],
  auth: studyAccess(),
  async handler({ params, tx, me }) {
    const study = await loadStudy(tx, params.id, me());
    return loadStudyHeader(tx, study.id);
  },
});
