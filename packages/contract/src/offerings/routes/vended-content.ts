/**
 * Vended content and vendors (GET /course/vendedcontent/{id}; ADR 0027 for
 * the calls the spec does not show).
 */

import { createCourseResponse } from '../../course/index.ts';
import { csvText, okBody, route } from '../../platform/index.ts';
import {
  approveVendedContentBody,
  approveVendedContentResponse,
  createVendedContentBody,
  createVendorBody,
  updateVendedContentBody,
  updateVendorBody,
  vendedCompletionBody,
  vendedCompletionResponse,
  vendedContentIdParams,
  vendedContentResponse,
  vendedContentSearchBody,
  vendedContentSearchFilters,
  vendedContentSearchResponse,
  vendedRosterResponse,
  vendorIdParams,
  vendorListResponse,
} from '../schemas/vended-content.ts';

// Vendors ----------------------------------------------------------------------------------------

export const listVendors = route({ method: 'GET', path: '/vendors', response: vendorListResponse });
export const createVendor = route({
  method: 'POST',
  path: '/vendors',
  body: createVendorBody,
  response: createCourseResponse,
  successStatus: 201,
});
export const updateVendor = route({
  method: 'PUT',
  path: '/vendors/:id',
  params: vendorIdParams,
  body: updateVendorBody,
  response: okBody,
});

// The item -----------------------------------------------------------------------------------------

export const createVendedContent = route({
  method: 'POST',
  path: '/vendedcontent',
  body: createVendedContentBody,
  response: createCourseResponse,
  successStatus: 201,
});
export const getVendedContent = route({
  method: 'GET',
  path: '/course/vendedcontent/:id',
  params: vendedContentIdParams,
  response: vendedContentResponse,
});
export const updateVendedContent = route({
  method: 'PUT',
  path: '/vendedcontent/:id',
  params: vendedContentIdParams,
  body: updateVendedContentBody,
  response: okBody,
});
export const approveVendedContent = route({
  method: 'PUT',
  path: '/vendedcontent/approve/:id',
  params: vendedContentIdParams,
  body: approveVendedContentBody,
  response: approveVendedContentResponse,
});

// Roster ------------------------------------------------------------------------------------------------

export const getVendedRoster = route({
  method: 'GET',
  path: '/vendedcontent/roster/:id',
  params: vendedContentIdParams,
  response: vendedRosterResponse,
});
export const recordVendedCompletion = route({
  method: 'POST',
  path: '/vendedcontent/completion/:id',
  params: vendedContentIdParams,
  body: vendedCompletionBody,
  response: vendedCompletionResponse,
});

// Search and export -------------------------------------------------------------------------------------

export const searchVendedContent = route({
  method: 'POST',
  path: '/vendedcontent/search',
  body: vendedContentSearchBody,
  response: vendedContentSearchResponse,
});
export const exportVendedContent = route({
  method: 'GET',
  path: '/vendedcontent/export',
  query: vendedContentSearchFilters,
  response: csvText,
});
