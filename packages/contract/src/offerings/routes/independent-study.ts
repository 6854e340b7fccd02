/**
 * Independent studies and their programs ('GET /ind-study/header/{id}. GET
 * /alt-programs/{id}. PUT /alt-programs/close/{id} {updatedBy}'; ADR 0026 for the others).
 */

import { createCourseResponse } from '../../course/index.ts';
import { csvText, route } from '../../platform/index.ts';
import {
  closeProgramBody,
  closeProgramResponse,
  createIndependentStudyBody,
  createProgramBody,
  independentStudyHeader,
  independentStudyIdParams,
  independentStudyResponse,
  independentStudyRosterResponse,
  independentStudySearchBody,
  independentStudySearchFilters,
  independentStudySearchResponse,
  independentStudyWorkflowBody,
  independentStudyWorkflowResponse,
  learnerStudySearchBody,
  learnerStudySearchFilters,
  learnerStudySearchResponse,
  programIdParams,
  programResponse,
  programSearchBody,
  programSearchResponse,
  selfStudyBody,
  selfStudySummary,
  updateIndependentStudyBody,
} from '../schemas/independent-study.ts';

// Programs -----------------------------------------------------------------------------------------

export const createProgram = route({
  method: 'POST',
  path: '/alt-programs',
  body: createProgramBody,
  response: createCourseResponse,
  successStatus: 201,
});
export const getProgram = route({ method: 'GET', path: '/alt-programs/:id', params: programIdParams, response: programResponse });
export const closeProgram = route({
  method: 'PUT',
  path: '/alt-programs/close/:id',
  params: programIdParams,
  body: closeProgramBody,
  response: closeProgramResponse,
});
export const searchPrograms = route({
  method: 'POST',
  path: '/alt-programs/search',
  body: programSearchBody,
  response: programSearchResponse,
});

// Independent study ------------------------------------------------------------------------------

export const createIndependentStudy = route({
  method: 'POST',
  path: '/ind-study',
  body: createIndependentStudyBody,
  response: createCourseResponse,
  successStatus: 201,
});
export const getIndependentStudyHeader = route({
  method: 'GET',
  path: '/ind-study/header/:id',
  params: independentStudyIdParams,
  response: independentStudyHeader,
});
export const getIndependentStudy = route({
  method: 'GET',
  path: '/ind-study/:id',
  params: independentStudyIdParams,
  response: independentStudyResponse,
});
export const updateIndependentStudy = route({
  method: 'PUT',
  path: '/ind-study/:id',
  params: independentStudyIdParams,
  body: updateIndependentStudyBody,
  response: independentStudyHeader,
});
export const updateSelfStudy = route({
  method: 'PUT',
  path: '/ind-study/self-study/:id',
  params: independentStudyIdParams,
  body: selfStudyBody,
  response: selfStudySummary,
});
export const independentStudyWorkflow = route({
  method: 'PUT',
  path: '/ind-study/workflow/:id',
  params: independentStudyIdParams,
  body: independentStudyWorkflowBody,
  response: independentStudyWorkflowResponse,
});

// Roster ----------------------------------------------------------------------------

export const getIndependentStudyRoster = route({
  method: 'GET',
  path: '/ind-study/roster/:id',
  params: independentStudyIdParams,
  response: independentStudyRosterResponse,
});

// Searches -------------------------------------------------------------------------------------------

export const searchIndependentStudies = route({
  method: 'POST',
  path: '/ind-study/search',
  body: independentStudySearchBody,
  response: independentStudySearchResponse,
});
export const exportIndependentStudies = route({
  method: 'GET',
  path: '/ind-study/export',
  query: independentStudySearchFilters,
  response: csvText,
});
export const searchLearnerStudies = route({
  method: 'POST',
  path: '/learner/ind-study/search',
  body: learnerStudySearchBody,
  response: learnerStudySearchResponse,
});
export const exportLearnerStudies = route({
  method: 'GET',
  path: '/learner/ind-study/export',
  query: learnerStudySearchFilters,
  response: csvText,
});
