/** Credit limitation rules and their error log (issue 16 /accadmin/creditlimitation, /accadmin/errorlog; ADR 0037). */
import { csvText, okBody, route } from '../../platform/index.ts';
import {
  createCreditLimitationResponse,
  creditLimitationBody,
  creditLimitationIdParams,
  creditLimitationLogQuery,
  creditLimitationLogResponse,
  creditLimitationsResponse,
} from '../schemas/credit-limitations.ts';

export const listCreditLimitations = route({ method: 'GET', path: '/accadmin/credit-limitations', response: creditLimitationsResponse });
export const createCreditLimitation = route({
  method: 'POST',
  path: '/accadmin/credit-limitations',
  body: creditLimitationBody,
  response: createCreditLimitationResponse,
  successStatus: 201,
});
export const updateCreditLimitation = route({
  method: 'PUT',
  path: '/accadmin/credit-limitations/:id',
  params: creditLimitationIdParams,
  body: creditLimitationBody,
  response: okBody,
});
export const searchCreditLimitationLog = route({
  method: 'GET',
  path: '/accadmin/credit-limitation-log',
  query: creditLimitationLogQuery,
  response: creditLimitationLogResponse,
});
export const exportCreditLimitationLog = route({
  method: 'GET',
  path: '/accadmin/credit-limitation-log/export',
  query: creditLimitationLogQuery,
  response: csvText,
});
