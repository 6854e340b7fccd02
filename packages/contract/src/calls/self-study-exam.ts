import type * as r from '../routes/self-study-exam.ts';
import type { ApiCall } from './api-call.ts';

export const assignStudyLearner: ApiCall<typeof r.assignStudyLearner> = { method: 'POST', path: '/ind-study/assignments/:id' };
export const getLearnerExam: ApiCall<typeof r.getLearnerExam> = { method: 'GET', path: '/learner/ind-study/exam/:id' };
export const getStudyAssignments: ApiCall<typeof r.getStudyAssignments> = { method: 'GET', path: '/ind-study/assignments/:id' };
export const getStudyExam: ApiCall<typeof r.getStudyExam> = { method: 'GET', path: '/ind-study/exam/:id' };
export const saveStudyExam: ApiCall<typeof r.saveStudyExam> = { method: 'PUT', path: '/ind-study/exam/:id' };
export const submitExamAttempt: ApiCall<typeof r.submitExamAttempt> = { method: 'POST', path: '/learner/ind-study/exam/:id' };
