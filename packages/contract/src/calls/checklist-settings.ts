import type * as r from '../routes/checklist-settings.ts';
import type { ApiCall } from './api-call.ts';

export const listChecklistSettings: ApiCall<typeof r.listChecklistSettings> = { method: 'GET', path: '/admin/validation' };
export const setChecklistSetting: ApiCall<typeof r.setChecklistSetting> = { method: 'PUT', path: '/admin/validation' };
