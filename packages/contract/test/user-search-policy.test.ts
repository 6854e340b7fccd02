import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { personTypeLabel, USER_SEARCH_TYPES, userSearchTypeChoices, userSearchTypes } from '../src/index.ts';

/** Which people the user administration search shows per ADM code (ADR 0028). */
const CODES = ['HPT023', 'ADM001', 'ADM002', 'ADM003', 'ADM008', 'HPT013'] as const;

describe('userSearchTypes', () => {
  it('follows ADM001 internal, ADM002 external, ADM003 both, always behind HPT023', () => {
    expect(userSearchTypes(['HPT023', 'ADM001'], 'both')).toEqual(['internal']);
    expect(userSearchTypes(['HPT023', 'ADM001'], 'external')).toBeNull();
    expect(userSearchTypes(['HPT023', 'ADM002'], 'both')).toEqual(['external']);
    expect(userSearchTypes(['HPT023', 'ADM003'], 'both')).toEqual(['internal', 'external']);
    expect(userSearchTypes(['HPT023', 'ADM001', 'ADM002'], 'external')).toEqual(['external']);
    expect(userSearchTypes(['ADM003'], 'both')).toBeNull();
    expect(userSearchTypes(['HPT023'], 'internal')).toBeNull();
  });

  it('never answers a type the holder does not administer, and every choice it offers is allowed', () => {
    fc.assert(
      fc.property(fc.subarray([...CODES]), fc.constantFrom(...USER_SEARCH_TYPES), (codes, requested) => {
        const held = new Set(codes);
        const mayInternal = held.has('HPT023') && (held.has('ADM001') || held.has('ADM003'));
        const mayExternal = held.has('HPT023') && (held.has('ADM002') || held.has('ADM003'));
        const types = userSearchTypes(codes, requested);
        if (types === null) {
          if (requested === 'both') expect(mayInternal || mayExternal).toBe(false);
          else expect(requested === 'internal' ? mayInternal : mayExternal).toBe(false);
        } else {
          expect(types.length).toBeGreaterThan(0);
          expect(types.includes('internal')).toBe(mayInternal && requested !== 'external');
          expect(types.includes('external')).toBe(mayExternal && requested !== 'internal');
        }
        const choices = userSearchTypeChoices(codes);
        for (const c of choices) expect(userSearchTypes(codes, c)).not.toBeNull();
        expect(choices.includes('both')).toBe(mayInternal && mayExternal);
      }),
    );
  });

  it('labels the person types as the screens show them', () => {
    expect(personTypeLabel('internal')).toBe('Internal');
    expect(personTypeLabel('external')).toBe('External');
  });
});
