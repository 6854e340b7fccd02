import type { RouteSpec } from '../../platform/route.ts';
import { getHealthCheck } from './get-health-check.ts';
import { createIrsProgram, listIrsCourses, listIrsPrograms, updateIrsProgram } from './irs-programs.ts';
import { downloadIrsReport, getIrsReport } from './irs-report.ts';
import { listChecklistSettings } from './list-checklist-settings.ts';
import { setChecklistSetting } from './set-checklist-setting.ts';

/** The admin area's health check, IRS CE administration and checklist validation settings (ADR 0038). */
export const adminAreaRoutes: RouteSpec[] = [
  getHealthCheck,
  listIrsPrograms,
  listIrsCourses,
  createIrsProgram,
  updateIrsProgram,
  getIrsReport,
  downloadIrsReport,
  listChecklistSettings,
  setChecklistSetting,
];
