import type * as r from '../routes/audit.ts';
import type { ApiCall } from './api-call.ts';

export const auditInfo: ApiCall<typeof r.auditInfo> = { method: 'POST', path: '/audit-info' };
