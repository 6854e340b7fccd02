import { z } from 'zod';
import { bodyId } from '../../course/index.ts';
import type { PlaceholderInfo } from '../rules/email-catalogue.ts';

/**
 * E-mail templates (/email-templates, the /templates calls, HPT024;
 * ADR 0035). personId is the caller's own id: the server refuses any other. Versions,
 * restore, preview and send-test are the calls the spec does not show.
 */

/** Longest subject (one header line) and longest body or footer HTML accepted. */
export const TEMPLATE_SUBJECT_MAX = 300;
export const TEMPLATE_HTML_MAX = 50_000;

export const templatesListBody = z.object({ personId: bodyId.describe('The caller (must be the signed-in person)') });
export const templateBody = templatesListBody.extend({ templateId: bodyId.describe('The template id') });

export const emailSubjectField = z
  .string()
  .trim()
  .min(1, 'Required.')
  .max(TEMPLATE_SUBJECT_MAX, `At most ${TEMPLATE_SUBJECT_MAX} characters.`);
export const emailHtmlField = z.string().max(TEMPLATE_HTML_MAX, `At most ${TEMPLATE_HTML_MAX} characters.`);

export const templateUpdateBody = templateBody.extend({
  emailSubject: emailSubjectField.describe('The subject; placeholders allowed'),
  emailTemplate: emailHtmlField.min(1, 'Required.').describe('The body HTML; sanitized with an allow-list on the server'),
  emailFooter: emailHtmlField.optional().describe('The footer HTML; unchanged when absent'),
});
/** Preview and send-test: the saved template, or the unsaved edit when given. */
export const templateDraftBody = templateBody.extend({
  emailSubject: emailSubjectField.optional(),
  emailTemplate: emailHtmlField.optional(),
  emailFooter: emailHtmlField.optional(),
});
export const templateRestoreBody = templateBody.extend({ versionId: bodyId.describe('The version to make active again') });

export const templateSummary = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  subject: z.string(),
  updated_at: z.string().describe('When the active version was saved'),
});
export type TemplateSummary = z.infer<typeof templateSummary>;

export const templatesListResponse = z.object({
  list: z.array(templateSummary),
  tenantImage: z.string().nullable().describe("The tenant's logo asset URL, or null"),
});

export const placeholderInfo = z.object({
  name: z.string(),
  description: z.string(),
  required: z.boolean().describe('The message needs it: a save without it in the body or footer is refused'),
});
export const templateDetail = z.object({
  templateId: z.number().int(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  subject: z.string(),
  body: z.string(),
  footer: z.string(),
  placeholders: z.array(placeholderInfo),
  tenantImage: z.string().nullable(),
  activeTemplateId: z.number().int().describe('The active version id'),
});
export type TemplateDetail = z.infer<typeof templateDetail>;

export const templateSavedResponse = z.object({ message: z.string(), activeTemplateId: z.number().int() });

export const templateVersion = z.object({
  id: z.number().int(),
  version: z.number().int(),
  subject: z.string(),
  created_at: z.string(),
  created_by_name: z.string().nullable(),
  active: z.boolean(),
});
export type TemplateVersion = z.infer<typeof templateVersion>;
export const templateVersionsResponse = z.array(templateVersion);

export const templatePreviewResponse = z.object({
  subject: z.string(),
  html: z.string().describe('The whole e-mail as sent: a sanitized HTML document'),
  bodyHtml: z.string().describe('The rendered body and footer alone (allow-listed HTML), for showing in the page'),
  text: z.string(),
});

export const TEMPLATE_MESSAGES = {
  saved: 'Template changes were saved',
  restored: 'The version was restored',
  notYourself: 'personId must be your own person id',
  noPrimaryEmail: 'You have no primary e-mail address to send a test to',
} as const;

export const testSentMessage = (address: string) => `A test e-mail was sent to ${address}`;
export const unknownPlaceholderMessage = (token: string, field: string) => `Unknown placeholder ${token} in ${field}`;
/** A required placeholder left out, in words: 'This e-mail needs {{link}} (the link the e-mail is about): …'. */
export function missingPlaceholderMessage(placeholders: readonly PlaceholderInfo[], name: string): string {
  const description = placeholders.find((p) => p.name === name)?.description ?? '';
  const what = description ? ` (${description.charAt(0).toLowerCase()}${description.slice(1)})` : '';
  return `This e-mail needs {{${name}}}${what}: put it in the body or the footer.`;
}
