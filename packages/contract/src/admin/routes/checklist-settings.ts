/** Checklist validation settings (/admin/validation; ADR 0038). */

import { okBody, route } from '../../platform/index.ts';
import { checklistSettingBody, checklistSettingsResponse } from '../schemas/checklist-settings.ts';

export const listChecklistSettings = route({ method: 'GET', path: '/admin/validation', response: checklistSettingsResponse });
export const setChecklistSetting = route({ method: 'PUT', path: '/admin/validation', body: checklistSettingBody, response: okBody });
