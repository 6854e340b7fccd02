import type { RouteSpec } from '../../platform/route.ts';
import { exportCreditLimitationLog, searchCreditLimitationLog } from './log-routes.ts';
import { createCreditLimitation, listCreditLimitations, updateCreditLimitation } from './rule-routes.ts';

/** Credit limitation rules and their error log (issue 16 /accadmin/creditlimitation, /accadmin/errorlog; ADR 0037). */
export const creditLimitationRoutes: RouteSpec[] = [
  listCreditLimitations,
  createCreditLimitation,
  updateCreditLimitation,
  searchCreditLimitationLog,
  exportCreditLimitationLog,
];
