/** Checklist validation settings (/admin/validation; ADR 0038). */

import { checklistSettingBody, checklistSettingsResponse } from '../api/checklist-settings.ts';
import { okBody } from '../api/common.ts';
import { route } from './route.ts';

export const listChecklistSettings = route({ method: 'GET', path: '/admin/validation', response: checklistSettingsResponse });
export const setChecklistSetting = route({ method: 'PUT', path: '/admin/validation', body: checklistSettingBody, response: okBody });
