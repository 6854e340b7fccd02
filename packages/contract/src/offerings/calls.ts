// Generated from the route descriptors by packages/contract/scripts/generate-calls.ts: do not edit.
import type { ApiCall } from '../platform/index.ts';
import type * as independentStudyRoutes from './routes/independent-study.ts';
import type * as localLearningRoutes from './routes/local-learning.ts';
import type * as selfStudyExamRoutes from './routes/self-study-exam.ts';
import type * as vendedContentRoutes from './routes/vended-content.ts';

export const approveVendedContent: ApiCall<typeof vendedContentRoutes.approveVendedContent> = {
  method: 'PUT',
  path: '/vendedcontent/approve/:id',
};
export const assignStudyLearner: ApiCall<typeof selfStudyExamRoutes.assignStudyLearner> = {
  method: 'POST',
  path: '/ind-study/assignments/:id',
};
export const closeProgram: ApiCall<typeof independentStudyRoutes.closeProgram> = { method: 'PUT', path: '/alt-programs/close/:id' };
export const createIndependentStudy: ApiCall<typeof independentStudyRoutes.createIndependentStudy> = { method: 'POST', path: '/ind-study' };
export const createLocalLearning: ApiCall<typeof localLearningRoutes.createLocalLearning> = { method: 'POST', path: '/locallearning' };
export const createProgram: ApiCall<typeof independentStudyRoutes.createProgram> = { method: 'POST', path: '/alt-programs' };
export const createVendedContent: ApiCall<typeof vendedContentRoutes.createVendedContent> = { method: 'POST', path: '/vendedcontent' };
export const createVendor: ApiCall<typeof vendedContentRoutes.createVendor> = { method: 'POST', path: '/vendors' };
export const exportIndependentStudies: ApiCall<typeof independentStudyRoutes.exportIndependentStudies> = {
  method: 'GET',
  path: '/ind-study/export',
};
export const exportLearnerStudies: ApiCall<typeof independentStudyRoutes.exportLearnerStudies> = {
  method: 'GET',
  path: '/learner/ind-study/export',
};
export const exportLocalLearning: ApiCall<typeof localLearningRoutes.exportLocalLearning> = {
  method: 'GET',
  path: '/locallearning/export',
};
export const exportVendedContent: ApiCall<typeof vendedContentRoutes.exportVendedContent> = {
  method: 'GET',
  path: '/vendedcontent/export',
};
export const getIndependentStudy: ApiCall<typeof independentStudyRoutes.getIndependentStudy> = { method: 'GET', path: '/ind-study/:id' };
export const getIndependentStudyHeader: ApiCall<typeof independentStudyRoutes.getIndependentStudyHeader> = {
  method: 'GET',
  path: '/ind-study/header/:id',
};
export const getIndependentStudyRoster: ApiCall<typeof independentStudyRoutes.getIndependentStudyRoster> = {
  method: 'GET',
  path: '/ind-study/roster/:id',
};
export const getLearnerExam: ApiCall<typeof selfStudyExamRoutes.getLearnerExam> = { method: 'GET', path: '/learner/ind-study/exam/:id' };
export const getLocalLearning: ApiCall<typeof localLearningRoutes.getLocalLearning> = { method: 'GET', path: '/locallearning/:id' };
export const getProgram: ApiCall<typeof independentStudyRoutes.getProgram> = { method: 'GET', path: '/alt-programs/:id' };
export const getStudyAssignments: ApiCall<typeof selfStudyExamRoutes.getStudyAssignments> = {
  method: 'GET',
  path: '/ind-study/assignments/:id',
};
export const getStudyExam: ApiCall<typeof selfStudyExamRoutes.getStudyExam> = { method: 'GET', path: '/ind-study/exam/:id' };
export const getVendedContent: ApiCall<typeof vendedContentRoutes.getVendedContent> = { method: 'GET', path: '/course/vendedcontent/:id' };
export const getVendedRoster: ApiCall<typeof vendedContentRoutes.getVendedRoster> = { method: 'GET', path: '/vendedcontent/roster/:id' };
export const independentStudyWorkflow: ApiCall<typeof independentStudyRoutes.independentStudyWorkflow> = {
  method: 'PUT',
  path: '/ind-study/workflow/:id',
};
export const listVendors: ApiCall<typeof vendedContentRoutes.listVendors> = { method: 'GET', path: '/vendors' };
export const localLearningWorkflow: ApiCall<typeof localLearningRoutes.localLearningWorkflow> = {
  method: 'PUT',
  path: '/locallearning/workflow/:id',
};
export const recordVendedCompletion: ApiCall<typeof vendedContentRoutes.recordVendedCompletion> = {
  method: 'POST',
  path: '/vendedcontent/completion/:id',
};
export const saveStudyExam: ApiCall<typeof selfStudyExamRoutes.saveStudyExam> = { method: 'PUT', path: '/ind-study/exam/:id' };
export const searchIndependentStudies: ApiCall<typeof independentStudyRoutes.searchIndependentStudies> = {
  method: 'POST',
  path: '/ind-study/search',
};
export const searchLearnerStudies: ApiCall<typeof independentStudyRoutes.searchLearnerStudies> = {
  method: 'POST',
  path: '/learner/ind-study/search',
};
export const searchLocalLearning: ApiCall<typeof localLearningRoutes.searchLocalLearning> = {
  method: 'POST',
  path: '/locallearning/search',
};
export const searchPrograms: ApiCall<typeof independentStudyRoutes.searchPrograms> = { method: 'POST', path: '/alt-programs/search' };
export const searchVendedContent: ApiCall<typeof vendedContentRoutes.searchVendedContent> = {
  method: 'POST',
  path: '/vendedcontent/search',
};
export const submitExamAttempt: ApiCall<typeof selfStudyExamRoutes.submitExamAttempt> = {
  method: 'POST',
  path: '/learner/ind-study/exam/:id',
};
export const updateIndependentStudy: ApiCall<typeof independentStudyRoutes.updateIndependentStudy> = {
  method: 'PUT',
  path: '/ind-study/:id',
};
export const updateLocalLearning: ApiCall<typeof localLearningRoutes.updateLocalLearning> = { method: 'PUT', path: '/locallearning/:id' };
export const updateSelfStudy: ApiCall<typeof independentStudyRoutes.updateSelfStudy> = { method: 'PUT', path: '/ind-study/self-study/:id' };
export const updateVendedContent: ApiCall<typeof vendedContentRoutes.updateVendedContent> = { method: 'PUT', path: '/vendedcontent/:id' };
export const updateVendor: ApiCall<typeof vendedContentRoutes.updateVendor> = { method: 'PUT', path: '/vendors/:id' };
