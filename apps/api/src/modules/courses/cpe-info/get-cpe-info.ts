import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { courseAccess, loadCourse } from '../../../shared/course-access.ts';
import { loadCpeInfo } from './cpe-info-read.ts';

export const getCpeInfo = defineRoute(endpoints.getCpeInfo, {
  summary:
    'CPE information: credit increment, prerequisites, engagement measures, polling events, self-study counts, credits by field of study, program qualifications',
  tags: ['agenda'],
  auth: courseAccess(),
  async handler({ params, tx, me }) {
    await loadCourse(tx, params.id, me());
    return loadCpeInfo(tx, params.id);
  },
});
