import type * as r from '../routes/independent-study.ts';
import type { ApiCall } from './api-call.ts';

export const closeProgram: ApiCall<typeof r.closeProgram> = { method: 'PUT', path: '/alt-programs/close/:id' };
export const createIndependentStudy: ApiCall<typeof r.createIndependentStudy> = { method: 'POST', path: '/ind-study' };
export const createProgram: ApiCall<typeof r.createProgram> = { method: 'POST', path: '/alt-programs' };
export const exportIndependentStudies: ApiCall<typeof r.exportIndependentStudies> = { method: 'GET', path: '/ind-study/export' };
export const exportLearnerStudies: ApiCall<typeof r.exportLearnerStudies> = { method: 'GET', path: '/learner/ind-study/export' };
export const getIndependentStudy: ApiCall<typeof r.getIndependentStudy> = { method: 'GET', path: '/ind-study/:id' };
export const getIndependentStudyHeader: ApiCall<typeof r.getIndependentStudyHeader> = { method: 'GET', path: '/ind-study/header/:id' };
export const getIndependentStudyRoster: ApiCall<typeof r.getIndependentStudyRoster> = { method: 'GET', path: '/ind-study/roster/:id' };
export const getProgram: ApiCall<typeof r.getProgram> = { method: 'GET', path: '/alt-programs/:id' };
export const independentStudyWorkflow: ApiCall<typeof r.independentStudyWorkflow> = { method: 'PUT', path: '/ind-study/workflow/:id' };
export const searchIndependentStudies: ApiCall<typeof r.searchIndependentStudies> = { method: 'POST', path: '/ind-study/search' };
export const searchLearnerStudies: ApiCall<typeof r.searchLearnerStudies> = { method: 'POST', path: '/learner/ind-study/search' };
export const searchPrograms: ApiCall<typeof r.searchPrograms> = { method: 'POST', path: '/alt-programs/search' };
export const updateIndependentStudy: ApiCall<typeof r.updateIndependentStudy> = { method: 'PUT', path: '/ind-study/:id' };
export const updateSelfStudy: ApiCall<typeof r.updateSelfStudy> = { method: 'PUT', path: '/ind-study/self-study/:id' };
