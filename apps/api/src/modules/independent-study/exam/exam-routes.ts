import type { RouteSpec } from '../../../platform/route.ts';
import { assignStudyLearner } from './assign-learner.ts';
import { getStudyAssignments } from './get-assignments.ts';
import { getLearnerExam } from './get-learner-exam.ts';
import { getStudyExam } from './get-study-exam.ts';
import { saveStudyExam } from './save-study-exam.ts';
import { submitExamAttempt } from './submit-exam-attempt.ts';

/** The final exam of an independent study, who is assigned to take it and the learner's attempts (ADR 0052). */
export const examRoutes: RouteSpec[] = [
  getStudyExam,
  saveStudyExam,
  getStudyAssignments,
  assignStudyLearner,
  getLearnerExam,
  submitExamAttempt,
];
