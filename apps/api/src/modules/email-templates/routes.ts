import type { RouteSpec } from '../../platform/route.ts';
import { getTemplate } from './get-template.ts';
import { listTemplates } from './list-templates.ts';
import { previewTemplate, sendTestTemplate } from './preview-template.ts';
import { listTemplateVersions, restoreTemplateVersion } from './template-versions.ts';
import { updateTemplate } from './update-template.ts';

/** E-mail templates (/email-templates, guarded by HPT024; ADR 0035). */
export const emailTemplateRoutes: RouteSpec[] = [
  listTemplates,
  getTemplate,
  updateTemplate,
  listTemplateVersions,
  restoreTemplateVersion,
  previewTemplate,
  sendTestTemplate,
];
