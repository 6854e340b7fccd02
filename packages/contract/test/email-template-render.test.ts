import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_CATALOGUE,
  EMAIL_TEMPLATE_KEYS,
  escapeHtml,
  fillHtml,
  fillText,
  htmlToText,
  placeholdersIn,
  renderTemplate,
  unknownPlaceholders,
} from '../src/index.ts';

const name = fc.stringMatching(/^[a-z][a-z0-9_]{0,12}$/);
/** Text that holds no placeholder braces. */
const plain = fc.string({ maxLength: 30 }).map((s) => s.replace(/[{}]/g, ''));

describe('unknownPlaceholders', () => {
  it('names each unknown token once, as written, in order', () => {
    expect(unknownPlaceholders('Hi {{first_name}}, {{foo}} and {{ bar }} and {{foo}}', ['first_name'])).toEqual(['{{foo}}', '{{ bar }}']);
    expect(unknownPlaceholders('{{}} {{a b}}', ['a'])).toEqual(['{{}}', '{{a b}}']);
    expect(unknownPlaceholders('no placeholders {single} braces', [])).toEqual([]);
  });

  it('finds exactly the names outside the allowed set (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(plain, name)), fc.array(name), (parts, allowed) => {
        const text = parts.map(([p, n]) => `${p}{{${n}}}`).join('');
        const unknown = unknownPlaceholders(text, allowed);
        const expected = [...new Set(parts.map(([, n]) => n).filter((n) => !allowed.includes(n)))].map((n) => `{{${n}}}`);
        expect(unknown).toEqual(expected);
        expect(unknownPlaceholders(text, placeholdersIn(text))).toEqual([]);
      }),
    );
  });
});

describe('render', () => {
  it('escapes values in HTML, so a value cannot add markup (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (value) => {
        const html = fillHtml('<p>Hello {{first_name}}</p>', { first_name: `x${value}` });
        expect(html).toBe(`<p>Hello ${escapeHtml(`x${value}`).replace(/\r?\n/g, '<br>')}</p>`);
        expect(html.slice(3, -4).replaceAll('<br>', '')).not.toMatch(/[<>"]/);
      }),
    );
    expect(fillHtml('<p>{{first_name}}</p>', { first_name: '<script>alert(1)</script>' })).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it('fills a subject as text on one line', () => {
    expect(fillText('{{tenant_name}}: hi {{first_name}}', { tenant_name: 'A & B', first_name: 'Ann\r\nBcc: x' })).toBe(
      'A & B: hi Ann Bcc: x',
    );
    expect(fillText('{{ missing }}!', {})).toBe('!');
  });

  it('leaves out a paragraph whose placeholders are all empty, and keeps line breaks of a value', () => {
    const body = '<p>Lead.</p><p>Reason:<br>{{reason}}</p><p>Open:<br>{{link}}</p>';
    expect(
      renderTemplate({ subject: 's', body, footer: '<p>{{tenant_name}}</p>' }, { link: 'https://x.example/a?b=1&c=2', tenant_name: 'Acme' })
        .text,
    ).toBe('Lead.\n\nOpen:\nhttps://x.example/a?b=1&c=2\n\nAcme\n');
    expect(renderTemplate({ subject: 's', body, footer: '' }, { reason: 'One\nTwo', link: 'L' }).text).toBe(
      'Lead.\n\nReason:\nOne\nTwo\n\nOpen:\nL\n',
    );
  });
});

describe('htmlToText', () => {
  it('keeps every link address and the structure', () => {
    expect(
      htmlToText(
        '<h2>Title</h2><p>See <a href="https://a.example/x">the page</a> or <a href="https://b.example">https://b.example</a>.</p>',
      ),
    ).toBe('Title\n\nSee the page (https://a.example/x) or https://b.example.\n');
    expect(htmlToText('<ul><li><p>one</p></li><li>two &amp; three</li></ul><blockquote>q</blockquote>')).toBe(
      '- one\n\n- two & three\n\nq\n',
    );
    expect(htmlToText('')).toBe('');
  });

  it('never leaves a tag in the text (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('<p>', '</p>', '<br>', '<strong>', '</strong>', '<li>', '</li>', 'word', ' ', '&lt;b&gt;')),
        (parts) => {
          const text = htmlToText(parts.join(''));
          expect(text.replaceAll('<b>', '')).not.toMatch(/<[a-z/]/);
        },
      ),
    );
  });
});

describe('catalogue', () => {
  it('has one entry per key, and every default uses only its own placeholders', () => {
    expect(EMAIL_CATALOGUE.map((e) => e.key)).toEqual([...EMAIL_TEMPLATE_KEYS]);
    for (const entry of EMAIL_CATALOGUE) {
      const allowed = entry.placeholders.map((p) => p.name);
      expect(allowed, entry.key).toContain('tenant_name');
      for (const text of [entry.subject, entry.body, entry.footer]) expect(unknownPlaceholders(text, allowed), entry.key).toEqual([]);
    }
  });
});
