/** E-mail templates (/email-templates, the /templates calls, HPT024; ADR 0035). */

import { okBody, route } from '../../platform/index.ts';
import {
  templateBody,
  templateDetail,
  templateDraftBody,
  templatePreviewResponse,
  templateRestoreBody,
  templateSavedResponse,
  templatesListBody,
  templatesListResponse,
  templateUpdateBody,
  templateVersionsResponse,
} from '../schemas/email-templates.ts';

export const listTemplates = route({ method: 'POST', path: '/templates/list', body: templatesListBody, response: templatesListResponse });
export const getTemplate = route({ method: 'POST', path: '/templates/get', body: templateBody, response: templateDetail });
export const updateTemplate = route({
  method: 'POST',
  path: '/templates/update',
  body: templateUpdateBody,
  response: templateSavedResponse,
});
export const listTemplateVersions = route({
  method: 'POST',
  path: '/templates/versions',
  body: templateBody,
  response: templateVersionsResponse,
});
export const restoreTemplateVersion = route({
  method: 'POST',
  path: '/templates/restore',
  body: templateRestoreBody,
  response: templateSavedResponse,
});
export const previewTemplate = route({
  method: 'POST',
  path: '/templates/preview',
  body: templateDraftBody,
  response: templatePreviewResponse,
});
export const sendTestTemplate = route({ method: 'POST', path: '/templates/send-test', body: templateDraftBody, response: okBody });
