import { z } from 'zod';
import { CHECKLIST_OFFERING_TYPES } from '../rules/checklist-settings.ts';

/** Checklist validation settings (/admin/validation; ADR 0038). */
export const checklistSettingRow = z.object({
  offering_type: z.enum(CHECKLIST_OFFERING_TYPES),
  section: z.string(),
  applies: z.boolean(),
  /** False for the sections that guard a rule of the spec: always applying. */
  may_turn_off: z.boolean(),
});
export type ChecklistSettingRow = z.infer<typeof checklistSettingRow>;
export const checklistSettingsResponse = z.array(checklistSettingRow);

export const checklistSettingBody = z.object({
  offering_type: z.enum(CHECKLIST_OFFERING_TYPES),
  section: z.string().trim().min(1, 'Required.').max(100),
  applies: z.boolean(),
});
export type ChecklistSettingBody = z.input<typeof checklistSettingBody>;
