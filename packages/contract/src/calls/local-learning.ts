import type * as r from '../routes/local-learning.ts';
import type { ApiCall } from './api-call.ts';

export const createLocalLearning: ApiCall<typeof r.createLocalLearning> = { method: 'POST', path: '/locallearning' };
export const exportLocalLearning: ApiCall<typeof r.exportLocalLearning> = { method: 'GET', path: '/locallearning/export' };
export const getLocalLearning: ApiCall<typeof r.getLocalLearning> = { method: 'GET', path: '/locallearning/:id' };
export const localLearningWorkflow: ApiCall<typeof r.localLearningWorkflow> = { method: 'PUT', path: '/locallearning/workflow/:id' };
export const searchLocalLearning: ApiCall<typeof r.searchLocalLearning> = { method: 'POST', path: '/locallearning/search' };
export const updateLocalLearning: ApiCall<typeof r.updateLocalLearning> = { method: 'PUT', path: '/locallearning/:id' };
