import {
  type EmailTemplateKey,
  escapeHtml,
  type PlaceholderValues,
  type RenderedEmail,
  renderTemplate,
  type TemplateText,
} from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Tenant } from '../../platform/tenants.ts';
import { enqueueEmail, type Mail } from '../email/index.ts';
import { sanitizeRenderedHtml } from './sanitize-template.ts';
import { templateForSending, tenantImage } from './template-store.ts';

/** Where the tenant's web app is: the public URL holds a {tenant} placeholder. */
export function tenantBaseUrl(publicUrl: string, subdomain: string): string {
  return publicUrl.replace('{tenant}', subdomain);
}

/** An asset URL an e-mail client can fetch: a path of the web app becomes absolute. */
export function absoluteAssetUrl(url: string, base: string): string {
  return url.startsWith('/') ? `${base}${url}` : url;
}

/**
 * The whole HTML e-mail: the tenant image on top (when set), then the rendered body and footer,
 * a line per block, so that no line of the message comes near e-mail's 998 characters and the
 * outbox can keep the part as it is (mailer.ts).
 */
export function htmlDocument(bodyHtml: string, image: { url: string; alt: string } | null): string {
  const logo = image ? `<p><img src="${escapeHtml(image.url)}" alt="${escapeHtml(image.alt)}" style="max-height:64px"></p>` : '';
  const blocks = `${logo}${bodyHtml}`.replace(/(<\/(?:p|h[1-3]|blockquote|ul|ol|li)>)(?!\n)/gi, '$1\n');
  return `<!doctype html>\n<html><head><meta charset="utf-8"></head><body>\n${blocks}</body></html>\n`;
}

export interface ComposeContext {
  tenant: Tenant;
  publicUrl: string;
}

/**
 * Renders texts with values into the e-mail as sent: subject, plain text and the HTML
 * document (the rendered fragment sanitized again, so a value cannot smuggle in a link scheme).
 */
export async function composeFromTexts(
  tx: Queryable,
  ctx: ComposeContext,
  texts: TemplateText,
  values: PlaceholderValues,
): Promise<RenderedEmail & { fragment: string }> {
  return composeWithImage(ctx, texts, values, await tenantImage(tx));
}

/** As composeFromTexts, with the tenant image already read: one read for a batch of e-mails. */
export function composeWithImage(
  ctx: ComposeContext,
  texts: TemplateText,
  values: PlaceholderValues,
  image: Awaited<ReturnType<typeof tenantImage>>,
): RenderedEmail & { fragment: string } {
  const rendered = renderTemplate(texts, { tenant_name: ctx.tenant.name, ...values });
  const base = tenantBaseUrl(ctx.publicUrl, ctx.tenant.subdomain);
  const fragment = sanitizeRenderedHtml(rendered.html);
  const html = htmlDocument(fragment, image ? { url: absoluteAssetUrl(image, base), alt: ctx.tenant.name } : null);
  return { subject: rendered.subject, text: rendered.text, html, fragment };
}

/** The tenant's template `key` rendered with values (tenant_name is always filled). */
export async function composeEmail(
  tx: Queryable,
  ctx: ComposeContext,
  key: EmailTemplateKey,
  values: PlaceholderValues,
): Promise<RenderedEmail> {
  return composeFromTexts(tx, ctx, await templateForSending(tx, key), values);
}

/** A sender's one call: the tenant's template rendered, recorded in the outbox and queued, in the caller's transaction. */
export async function enqueueTemplatedEmail(
  tx: Queryable,
  jobs: JobQueue,
  ctx: ComposeContext,
  mail: { key: EmailTemplateKey; to: string; values: PlaceholderValues },
): Promise<number> {
  const { subject, text, html } = await composeEmail(tx, ctx, mail.key, mail.values);
  return enqueueEmail(tx, jobs, { tenantId: ctx.tenant.id, to: mail.to, subject, text, html } satisfies Mail);
}
