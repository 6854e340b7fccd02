import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  catalogueEntry,
  EMAIL_CATALOGUE,
  missingPlaceholderMessage,
  missingRequiredPlaceholders,
  requiredPlaceholders,
} from '../src/index.ts';

/**
 * Issue 27: a template may not lose a placeholder its message needs (the registration e-mail
 * without {{link}} was sent with no link). Each catalogue entry declares them beside its list.
 */
describe('required placeholders of the catalogue', () => {
  it('every e-mail that exists to send a link requires {{link}}, and each record notice its title', () => {
    for (const key of [
      'registration_by_admin',
      'self_registration',
      'registration_existing_account',
      'password_reset',
      'first_admin',
    ] as const)
      expect(requiredPlaceholders(key), key).toContain('link');
    for (const key of ['aoa_approved', 'aoa_not_approved', 'aoa_voided', 'class_certified'] as const)
      expect(requiredPlaceholders(key), key).toContain('class_title');
    for (const key of ['ecpe_approved', 'ecpe_not_approved', 'ecpe_reopened', 'ecpe_feedback'] as const)
      expect(requiredPlaceholders(key), key).toContain('title');
  });

  it('are placeholders of their own entry, and every default has them all', () => {
    for (const entry of EMAIL_CATALOGUE) {
      const names = entry.placeholders.map((p) => p.name);
      for (const r of requiredPlaceholders(entry.key)) expect(names, entry.key).toContain(r);
      expect(missingRequiredPlaceholders(requiredPlaceholders(entry.key), entry), entry.key).toEqual([]);
    }
  });
});

describe('missingRequiredPlaceholders', () => {
  const required = ['link', 'first_name'];
  it('finds a placeholder in the body or the footer, in text or in a link address, spaces allowed', () => {
    expect(
      missingRequiredPlaceholders(required, { body: '<p>Hi {{ first_name }}</p>', footer: '<p><a href="{{link}}">Set it</a></p>' }),
    ).toEqual([]);
    expect(missingRequiredPlaceholders(required, { body: '<p>Hi {{first_name}}</p>', footer: '<p>{{tenant_name}}</p>' })).toEqual(['link']);
    expect(missingRequiredPlaceholders(required, { body: '<p>Hi</p>', footer: '' })).toEqual(['link', 'first_name']);
  });

  it('names exactly the required names that no token of the texts carries (property)', () => {
    const name = fc.constantFrom('link', 'first_name', 'title', 'tenant_name');
    fc.assert(
      fc.property(fc.uniqueArray(name), fc.array(name), fc.array(name), (req, inBody, inFooter) => {
        const body = inBody.map((n) => `<p>{{${n}}}</p>`).join('');
        const footer = inFooter.map((n) => `{{ ${n} }}`).join(' ');
        const present = new Set([...inBody, ...inFooter]);
        expect(missingRequiredPlaceholders(req, { body, footer })).toEqual(req.filter((r) => !present.has(r)));
      }),
    );
  });

  it('says in words what is missing and why', () => {
    expect(missingPlaceholderMessage(catalogueEntry('registration_by_admin').placeholders, 'link')).toBe(
      'This e-mail needs {{link}} (the link the e-mail is about): put it in the body or the footer.',
    );
  });
});
