import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list of template HTML (ADR 0035): text structure and links only. No script, style,
 * image or event attribute survives, and a link may only be http, https or mailto (a
 * placeholder such as {{link}} counts as a relative address and is kept; its value is checked
 * again when the rendered e-mail is sanitized).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 'a', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'blockquote'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text inside removed script/style/textarea elements goes with them.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'head'],
};

/** Template HTML as stored: what the allow-list keeps. */
export function sanitizeTemplateHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** A rendered e-mail body: the same allow-list, and the links of filled placeholders must be absolute http(s) or mailto. */
export function sanitizeRenderedHtml(html: string): string {
  return sanitizeHtml(html, {
    ...OPTIONS,
    // A link whose filled address is not absolute keeps its text and loses the address.
    transformTags: {
      a: (tagName, attribs) => {
        const { href, ...rest } = attribs;
        return { tagName, attribs: href !== undefined && /^(https?:|mailto:)/i.test(href.trim()) ? { ...rest, href } : rest };
      },
    },
  });
}
