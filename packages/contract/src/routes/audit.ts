import { auditInfoBody, auditInfoResponse } from '../api/course-steps.ts';
import { route } from './route.ts';

export const auditInfo = route({ method: 'POST', path: '/audit-info', body: auditInfoBody, response: auditInfoResponse });
