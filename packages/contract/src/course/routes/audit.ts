import { route } from '../../platform/index.ts';
import { auditInfoBody, auditInfoResponse } from '../schemas/course-steps.ts';

export const auditInfo = route({ method: 'POST', path: '/audit-info', body: auditInfoBody, response: auditInfoResponse });
