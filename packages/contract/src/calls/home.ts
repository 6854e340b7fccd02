import type * as r from '../routes/home.ts';
import type { ApiCall } from './api-call.ts';

export const homeWork: ApiCall<typeof r.homeWork> = { method: 'GET', path: '/home/work' };
