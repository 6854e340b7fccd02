import { auditInfo } from './audit-info.ts';

/** The audit trail of a record (course, class, AOA, external CPE request). */
export const auditRoutes = [auditInfo];
