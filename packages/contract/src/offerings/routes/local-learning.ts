/**
 * Local learning ('/locallearning/{id}' and '/locallearning-search'; ADR 0025 for the
 * calls the spec does not show). Its shared steps (agenda, credits, content review, NASBA,
 * documents, versions, audit) are the course's calls on its agenda id; its roster is its class's.
 */
import { csvText, okBody, route } from '../../platform/index.ts';
import {
  createLocalLearningBody,
  createLocalLearningResponse,
  localLearningIdParams,
  localLearningResponse,
  localLearningSearchBody,
  localLearningSearchFilters,
  localLearningSearchResponse,
  localLearningWorkflowBody,
  localLearningWorkflowResponse,
  updateLocalLearningBody,
} from '../schemas/local-learning.ts';

export const createLocalLearning = route({
  method: 'POST',
  path: '/locallearning',
  body: createLocalLearningBody,
  response: createLocalLearningResponse,
  successStatus: 201,
});
export const searchLocalLearning = route({
  method: 'POST',
  path: '/locallearning/search',
  body: localLearningSearchBody,
  response: localLearningSearchResponse,
});
export const exportLocalLearning = route({
  method: 'GET',
  path: '/locallearning/export',
  query: localLearningSearchFilters,
  response: csvText,
});
export const getLocalLearning = route({
  method: 'GET',
  path: '/locallearning/:id',
  params: localLearningIdParams,
  response: localLearningResponse,
});
export const updateLocalLearning = route({
  method: 'PUT',
  path: '/locallearning/:id',
  params: localLearningIdParams,
  body: updateLocalLearningBody,
  response: okBody,
});
export const localLearningWorkflow = route({
  method: 'PUT',
  path: '/locallearning/workflow/:id',
  params: localLearningIdParams,
  body: localLearningWorkflowBody,
  response: localLearningWorkflowResponse,
});
