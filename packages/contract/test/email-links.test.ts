import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { htmlToText, linkifyHtml, renderTemplate } from '../src/index.ts';

/** Issue 27: a link in an HTML e-mail is a link, not text to copy; the text part keeps the address once. */
describe('links in the HTML part', () => {
  const link = 'https://demo.example.com/password?token=ab_CD-12&x=1';
  it('{{link}} filled in a paragraph becomes an <a href> with the address as its text', () => {
    const mail = renderTemplate({ subject: 's', body: '<p>Set your password:<br>{{link}}</p>', footer: '' }, { link });
    const escaped = 'https://demo.example.com/password?token=ab_CD-12&amp;x=1';
    expect(mail.html).toBe(`<p>Set your password:<br><a href="${escaped}">${escaped}</a></p>`);
    expect(mail.text).toBe(`Set your password:\n${link}\n`);
  });

  it('an address typed in the template is a link too, without the sentence’s full stop', () => {
    expect(linkifyHtml('<p>See https://firm.example.com/cpe. Or http://x.example/a_(b).</p>')).toBe(
      '<p>See <a href="https://firm.example.com/cpe">https://firm.example.com/cpe</a>. Or <a href="http://x.example/a_(b)">http://x.example/a_(b)</a>.</p>',
    );
  });

  it('leaves links alone: text inside <a>, addresses in attributes, and anything but http(s)', () => {
    const html = `<p><a href="${link.replace('&', '&amp;')}">Set it: ${link.replace('&', '&amp;')}</a> javascript:alert(1) ftp://x.example</p>`;
    expect(linkifyHtml(html)).toBe(html);
  });

  it('never changes the text a reader sees, and every address outside a link is linked (property)', () => {
    const word = fc.stringMatching(/^[a-z<>&" ]{0,8}$/).map((s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'));
    const url = fc.stringMatching(/^https?:\/\/[a-z]{1,8}\.example\/[a-z0-9_=?-]{0,12}$/);
    fc.assert(
      fc.property(fc.array(fc.tuple(word, url)), fc.boolean(), (pairs, wrap) => {
        const inner = pairs.map(([w, u]) => `${w} ${u} `).join('');
        const html = wrap ? `<p>${inner}</p>` : inner;
        const linked = linkifyHtml(html);
        expect(htmlToText(linked)).toBe(htmlToText(html));
        expect((linked.match(/<a href=/g) ?? []).length).toBe(pairs.length);
        // Idempotent: a linked address is inside <a> and stays as it is.
        expect(linkifyHtml(linked)).toBe(linked);
      }),
    );
  });
});
