import { describe, expect, it } from 'vitest';
import { biographyState } from '../src/documents/schemas/documents.ts';

/** Biography states from the newest biography, and the INVALID marker (saved without a file). */
describe('biographyState', () => {
  const valid = { status: 'VALID', is_expired: 0 } as const;
  const expired = { status: 'VALID', is_expired: 1 } as const;
  const marker = { status: 'INVALID', is_expired: 0 } as const;

  it('is none without biographies, else follows the newest', () => {
    expect(biographyState([])).toBe('none');
    expect(biographyState([valid, expired])).toBe('valid');
    expect(biographyState([expired, valid])).toBe('expired');
  });

  it('is none when the newest is the INVALID marker, whatever came before', () => {
    expect(biographyState([marker, valid])).toBe('none');
    expect(biographyState([valid, marker])).toBe('valid');
  });
});
