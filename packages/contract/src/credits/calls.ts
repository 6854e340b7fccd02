// Generated from the route descriptors by packages/contract/scripts/generate-calls.ts: do not edit.
import type { ApiCall } from '../platform/index.ts';
import type * as creditLimitationsRoutes from './routes/credit-limitations.ts';

export const createCreditLimitation: ApiCall<typeof creditLimitationsRoutes.createCreditLimitation> = {
  method: 'POST',
  path: '/accadmin/credit-limitations',
};
export const exportCreditLimitationLog: ApiCall<typeof creditLimitationsRoutes.exportCreditLimitationLog> = {
  method: 'GET',
  path: '/accadmin/credit-limitation-log/export',
};
export const listCreditLimitations: ApiCall<typeof creditLimitationsRoutes.listCreditLimitations> = {
  method: 'GET',
  path: '/accadmin/credit-limitations',
};
export const searchCreditLimitationLog: ApiCall<typeof creditLimitationsRoutes.searchCreditLimitationLog> = {
  method: 'GET',
  path: '/accadmin/credit-limitation-log',
};
export const updateCreditLimitation: ApiCall<typeof creditLimitationsRoutes.updateCreditLimitation> = {
  method: 'PUT',
  path: '/accadmin/credit-limitations/:id',
};
