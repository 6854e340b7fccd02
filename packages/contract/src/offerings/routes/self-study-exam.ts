/** The final exam of an independent study and who is assigned to take it (issue 27, ADR 0052). */

import { route } from '../../platform/index.ts';
import { independentStudyIdParams } from '../schemas/independent-study.ts';
import {
  assignLearnerBody,
  examAttemptResult,
  learnerExamResponse,
  saveExamBody,
  staffExamResponse,
  studyAssignmentsResponse,
  submitExamBody,
} from '../schemas/self-study-exam.ts';

export const getStudyExam = route({
  method: 'GET',
  path: '/ind-study/exam/:id',
  params: independentStudyIdParams,
  response: staffExamResponse,
});
export const saveStudyExam = route({
  method: 'PUT',
  path: '/ind-study/exam/:id',
  params: independentStudyIdParams,
  body: saveExamBody,
  response: staffExamResponse,
});
export const getStudyAssignments = route({
  method: 'GET',
  path: '/ind-study/assignments/:id',
  params: independentStudyIdParams,
  response: studyAssignmentsResponse,
});
export const assignStudyLearner = route({
  method: 'POST',
  path: '/ind-study/assignments/:id',
  params: independentStudyIdParams,
  body: assignLearnerBody,
  response: studyAssignmentsResponse,
  successStatus: 201,
});
export const getLearnerExam = route({
  method: 'GET',
  path: '/learner/ind-study/exam/:id',
  params: independentStudyIdParams,
  response: learnerExamResponse,
});
export const submitExamAttempt = route({
  method: 'POST',
  path: '/learner/ind-study/exam/:id',
  params: independentStudyIdParams,
  body: submitExamBody,
  response: examAttemptResult,
  successStatus: 201,
});
