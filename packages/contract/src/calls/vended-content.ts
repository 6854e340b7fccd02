import type * as r from '../routes/vended-content.ts';
import type { ApiCall } from './api-call.ts';

export const approveVendedContent: ApiCall<typeof r.approveVendedContent> = { method: 'PUT', path: '/vendedcontent/approve/:id' };
export const createVendedContent: ApiCall<typeof r.createVendedContent> = { method: 'POST', path: '/vendedcontent' };
export const createVendor: ApiCall<typeof r.createVendor> = { method: 'POST', path: '/vendors' };
export const exportVendedContent: ApiCall<typeof r.exportVendedContent> = { method: 'GET', path: '/vendedcontent/export' };
export const getVendedContent: ApiCall<typeof r.getVendedContent> = { method: 'GET', path: '/course/vendedcontent/:id' };
export const getVendedRoster: ApiCall<typeof r.getVendedRoster> = { method: 'GET', path: '/vendedcontent/roster/:id' };
export const listVendors: ApiCall<typeof r.listVendors> = { method: 'GET', path: '/vendors' };
export const recordVendedCompletion: ApiCall<typeof r.recordVendedCompletion> = { method: 'POST', path: '/vendedcontent/completion/:id' };
export const searchVendedContent: ApiCall<typeof r.searchVendedContent> = { method: 'POST', path: '/vendedcontent/search' };
export const updateVendedContent: ApiCall<typeof r.updateVendedContent> = { method: 'PUT', path: '/vendedcontent/:id' };
export const updateVendor: ApiCall<typeof r.updateVendor> = { method: 'PUT', path: '/vendors/:id' };
