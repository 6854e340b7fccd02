import type { PlaceholderValues } from './email-catalogue.ts';

/**
 * Pure rules of e-mail templates (ADR 0035): which placeholders a text uses, which of them a
 * template does not allow, and rendering (placeholders filled, values HTML-escaped in HTML).
 */

/** Any `{{…}}` token; what is inside is the placeholder's name (spaces around it allowed). */
const TOKEN = /\{\{([^{}]*)\}\}/g;

/** The distinct placeholder tokens of a text, in order of appearance, as written (e.g. '{{ first_name }}'). */
function tokens(text: string): { token: string; name: string }[] {
  const seen = new Set<string>();
  const found: { token: string; name: string }[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const token = m[0];
    if (seen.has(token)) continue;
    seen.add(token);
    found.push({ token, name: (m[1] ?? '').trim() });
  }
  return found;
}

/** The placeholder names a text uses. */
export function placeholdersIn(text: string): string[] {
  return [...new Set(tokens(text).map((t) => t.name))];
}

/** The tokens of `text` whose name is not among `allowed`, e.g. ['{{foo}}'] (each once, in order). */
export function unknownPlaceholders(text: string, allowed: Iterable<string>): string[] {
  const ok = new Set(allowed);
  return tokens(text)
    .filter((t) => !ok.has(t.name))
    .map((t) => t.token);
}

/**
 * The required names (in their order) that neither the body nor the footer carries: the
 * message is the HTML a recipient reads; a token in a link's address (href="{{link}}") counts.
 */
export function missingRequiredPlaceholders(required: readonly string[], texts: { body: string; footer: string }): string[] {
  const present = new Set([...placeholdersIn(texts.body), ...placeholdersIn(texts.footer)]);
  return required.filter((name) => !present.has(name));
}

export function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

const asText = (v: PlaceholderValues[string]): string => (v === null || v === undefined ? '' : String(v));

/** A subject line: values as they are, on one line (a header cannot hold a line break). */
export function fillText(text: string, values: PlaceholderValues): string {
  return text.replace(TOKEN, (_, name: string) => asText(values[name.trim()]).replace(/[\r\n]+/g, ' '));
}

/**
 * HTML: values escaped (a learner's name cannot add markup), their line breaks kept as <br>.
 * A paragraph whose placeholders are all empty is left out, so an optional part ("Reason: …")
 * disappears when the sender has nothing to put there.
 */
export function fillHtml(html: string, values: PlaceholderValues): string {
  const value = (name: string) => asText(values[name.trim()]);
  const kept = html.replace(/<p(\s[^>]*)?>([\s\S]*?)<\/p>/g, (whole, _attrs, inner: string) => {
    const names = placeholdersIn(inner);
    return names.length > 0 && names.every((n) => value(n).trim() === '') ? '' : whole;
  });
  return kept.replace(TOKEN, (_, name: string) => escapeHtml(value(name)).replace(/\r?\n/g, '<br>'));
}

export interface TemplateText {
  subject: string;
  body: string;
  footer: string;
}

export interface RenderedEmail {
  subject: string;
  /** The body and footer as an HTML fragment (the sender wraps it in a document). */
  html: string;
  /** The plain-text alternative derived from the HTML. */
  text: string;
}

/** An http(s) address in HTML text (escaped: & is &amp;); it ends at a space, a tag or an escaped <, > or quote. */
const URL_IN_TEXT = /https?:\/\/(?:(?!&(?:lt|gt|quot|#39|apos);)[^\s<>"'])+/gi;

/** A sentence's punctuation after an address is not part of it; a closing bracket is, when the address opened one. */
function trimAddress(url: string): string {
  let end = url.replace(/[.,;:!?]+$/, '');
  while (end.endsWith(')') && (end.match(/\(/g) ?? []).length < (end.match(/\)/g) ?? []).length)
    end = end.slice(0, -1).replace(/[.,;:!?]+$/, '');
  return end;
}

/**
 * Every http(s) address in the text of an HTML fragment becomes a link to itself (issue 27: a
 * filled {{link}} and an address typed in a template read as text a person had to copy). Text
 * already inside a link and the tags' attributes are left as they are; the rendered e-mail is
 * then sanitized with the allow-list, which keeps only http(s) and mailto addresses.
 */
export function linkifyHtml(html: string): string {
  let inLink = 0;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        if (/^<a[\s>]/i.test(part)) inLink += 1;
        else if (/^<\/a\s*>/i.test(part)) inLink = Math.max(0, inLink - 1);
        return part;
      }
      if (inLink > 0) return part;
      return part.replace(URL_IN_TEXT, (match) => {
        const url = trimAddress(match);
        return `<a href="${url}">${url}</a>${match.slice(url.length)}`;
      });
    })
    .join('');
}

export function renderTemplate(template: TemplateText, values: PlaceholderValues): RenderedEmail {
  const html = linkifyHtml(fillHtml(template.body, values) + fillHtml(template.footer, values));
  return { subject: fillText(template.subject, values).trim(), html, text: htmlToText(html) };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z0-9]+);/gi, (whole, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(Number.parseInt(code.slice(2), 16));
    if (code.startsWith('#') && code !== '#39') return String.fromCodePoint(Number(code.slice(1)));
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/**
 * The plain-text alternative of an HTML e-mail: paragraphs and headings become blank-line
 * separated blocks, <br> a line break, list items '- ' lines, and a link whose text is not
 * its address keeps the address in brackets, so every link stays in the text part.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/\r?\n/g, ' ')
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, inner: string) => {
      const label = inner.replace(/<[^>]*>/g, '').trim();
      const url = href.trim();
      return label === '' || decodeEntities(label) === decodeEntities(url) ? url || label : `${label} (${url})`;
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/li>/gi, '\n')
    .replace(/<\/(p|h[1-6]|blockquote|ul|ol|div)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '');
  const lines = decodeEntities(text)
    .split('\n')
    .map((l) => l.replace(/[ \t]+/g, ' ').trim());
  const joined = lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return joined === '' ? '' : `${joined}\n`;
}
