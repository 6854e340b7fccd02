import {
  type EmailCatalogueEntry,
  missingPlaceholderMessage,
  missingRequiredPlaceholders,
  requiredPlaceholders,
  TEMPLATE_MESSAGES,
  type TemplateText,
  unknownPlaceholderMessage,
  unknownPlaceholders,
} from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { forbidden, invalid } from '../../platform/errors.ts';
import type { Session } from '../../platform/sessions/sessions.ts';
import { sanitizeTemplateHtml } from './sanitize-template.ts';

/** Every /templates call: HPT024 (email templates). */
export const templatesPage = () => allow.permissions('HPT024');

/** The spec's bodies carry personId: it must be the caller's own id, never taken on trust. */
export function assertCaller(personId: number, me: Session): void {
  if (personId !== me.personId) throw forbidden(TEMPLATE_MESSAGES.notYourself);
}

/** The fields of a save or a draft, as the spec names them, with the texts they hold. */
export interface TextsInput {
  emailSubject: string;
  emailTemplate: string;
  emailFooter: string;
}

/**
 * The texts to store or render: HTML through the allow-list, and every placeholder one the
 * template allows (an unknown one is a 400 naming it and the field, e.g.
 * "Unknown placeholder {{foo}} in emailTemplate").
 */
export function checkedTexts(entry: EmailCatalogueEntry, input: TextsInput): TemplateText {
  const allowed = entry.placeholders.map((p) => p.name);
  for (const field of ['emailSubject', 'emailTemplate', 'emailFooter'] as const) {
    const unknown = unknownPlaceholders(input[field], allowed)[0];
    if (unknown) throw invalid(`body.${field}`, unknownPlaceholderMessage(unknown, field));
  }
  const body = sanitizeTemplateHtml(input.emailTemplate);
  if (body.replace(/<[^>]*>/g, '').trim() === '') throw invalid('body.emailTemplate', 'Required.');
  return { subject: input.emailSubject.trim(), body, footer: sanitizeTemplateHtml(input.emailFooter) };
}

/**
 * A text to store must keep every placeholder its message needs (the catalogue's
 * REQUIRED_PLACEHOLDERS) in its body or footer: a 400 naming `field` says which, in words.
 * Preview and send-test do not ask it: they show an edit as it is.
 */
export function assertRequiredPlaceholders(entry: EmailCatalogueEntry, texts: TemplateText, field: string): void {
  const missing = missingRequiredPlaceholders(requiredPlaceholders(entry.key), texts)[0];
  if (missing) throw invalid(field, missingPlaceholderMessage(entry.placeholders, missing));
}
