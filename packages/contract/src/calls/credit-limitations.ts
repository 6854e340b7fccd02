import type * as r from '../routes/credit-limitations.ts';
import type { ApiCall } from './api-call.ts';

export const createCreditLimitation: ApiCall<typeof r.createCreditLimitation> = { method: 'POST', path: '/accadmin/credit-limitations' };
export const exportCreditLimitationLog: ApiCall<typeof r.exportCreditLimitationLog> = {
  method: 'GET',
  path: '/accadmin/credit-limitation-log/export',
};
export const listCreditLimitations: ApiCall<typeof r.listCreditLimitations> = { method: 'GET', path: '/accadmin/credit-limitations' };
export const searchCreditLimitationLog: ApiCall<typeof r.searchCreditLimitationLog> = {
  method: 'GET',
  path: '/accadmin/credit-limitation-log',
};
export const updateCreditLimitation: ApiCall<typeof r.updateCreditLimitation> = { method: 'PUT', path: '/accadmin/credit-limitations/:id' };
