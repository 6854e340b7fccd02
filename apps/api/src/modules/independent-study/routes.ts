import type { RouteSpec } from '../../platform/route.ts';
import { closeProgram } from './close-program.ts';
import { createIndependentStudy } from './create-independent-study.ts';
import { createProgram } from './create-program.ts';
import { examRoutes } from './exam/exam-routes.ts';
import { exportIndependentStudies } from './export-independent-studies.ts';
import { exportLearnerStudies } from './export-learner-studies.ts';
import { getIndependentStudy } from './get-independent-study.ts';
import { getIndependentStudyHeader } from './get-independent-study-header.ts';
import { getProgram } from './get-program.ts';
import { getIndependentStudyRoster } from './get-roster.ts';
import { independentStudyWorkflow } from './independent-study-workflow.ts';
import { searchIndependentStudies } from './search-independent-studies.ts';
import { searchLearnerStudies } from './search-learner-studies.ts';
import { searchPrograms } from './search-programs.ts';
import { updateIndependentStudy } from './update-independent-study.ts';
import { updateSelfStudy } from './update-self-study.ts';

/** Independent studies and their programs (ADR 0026); the shared agenda steps serve them through the course routes (ADR 0023). */
export const independentStudyRoutes: RouteSpec[] = [
  createProgram,
  getProgram,
  closeProgram,
  searchPrograms,
  createIndependentStudy,
  getIndependentStudyHeader,
  getIndependentStudy,
  updateIndependentStudy,
  updateSelfStudy,
  independentStudyWorkflow,
  getIndependentStudyRoster,
  searchIndependentStudies,
  exportIndependentStudies,
  searchLearnerStudies,
  exportLearnerStudies,
  ...examRoutes,
];
