import type * as r from '../routes/email-templates.ts';
import type { ApiCall } from './api-call.ts';

export const getTemplate: ApiCall<typeof r.getTemplate> = { method: 'POST', path: '/templates/get' };
export const listTemplateVersions: ApiCall<typeof r.listTemplateVersions> = { method: 'POST', path: '/templates/versions' };
export const listTemplates: ApiCall<typeof r.listTemplates> = { method: 'POST', path: '/templates/list' };
export const previewTemplate: ApiCall<typeof r.previewTemplate> = { method: 'POST', path: '/templates/preview' };
export const restoreTemplateVersion: ApiCall<typeof r.restoreTemplateVersion> = { method: 'POST', path: '/templates/restore' };
export const sendTestTemplate: ApiCall<typeof r.sendTestTemplate> = { method: 'POST', path: '/templates/send-test' };
export const updateTemplate: ApiCall<typeof r.updateTemplate> = { method: 'POST', path: '/templates/update' };
