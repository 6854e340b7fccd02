// Generated from the route descriptors by packages/contract/scripts/generate-calls.ts: do not edit.
import type { ApiCall } from '../platform/index.ts';
import type * as emailTemplatesRoutes from './routes/email-templates.ts';

export const getTemplate: ApiCall<typeof emailTemplatesRoutes.getTemplate> = { method: 'POST', path: '/templates/get' };
export const listTemplateVersions: ApiCall<typeof emailTemplatesRoutes.listTemplateVersions> = {
  method: 'POST',
  path: '/templates/versions',
};
export const listTemplates: ApiCall<typeof emailTemplatesRoutes.listTemplates> = { method: 'POST', path: '/templates/list' };
export const previewTemplate: ApiCall<typeof emailTemplatesRoutes.previewTemplate> = { method: 'POST', path: '/templates/preview' };
export const restoreTemplateVersion: ApiCall<typeof emailTemplatesRoutes.restoreTemplateVersion> = {
  method: 'POST',
  path: '/templates/restore',
};
export const sendTestTemplate: ApiCall<typeof emailTemplatesRoutes.sendTestTemplate> = { method: 'POST', path: '/templates/send-test' };
export const updateTemplate: ApiCall<typeof emailTemplatesRoutes.updateTemplate> = { method: 'POST', path: '/templates/update' };
