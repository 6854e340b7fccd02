import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  formatRatio,
  primaryContrast,
  relativeLuminance,
  TEXT_ON_PRIMARY,
  themeBody,
  WCAG_AA_TEXT_RATIO,
} from '../src/index.ts';

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);

describe('WCAG contrast (theme editor, ADR 0036)', () => {
  it('luminance runs from 0 (black) to 1 (white)', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    fc.assert(fc.property(hex, (c) => relativeLuminance(c) >= 0 && relativeLuminance(c) <= 1));
  });

  it('the ratio is symmetric, between 1 and 21, and 1 for a colour with itself', () => {
    fc.assert(
      fc.property(hex, hex, (a, b) => {
        const r = contrastRatio(a, b);
        expect(r).toBeCloseTo(contrastRatio(b, a), 12);
        expect(r).toBeGreaterThanOrEqual(1);
        expect(r).toBeLessThanOrEqual(21 + 1e-9);
        expect(contrastRatio(a, a)).toBeCloseTo(1, 12);
      }),
    );
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 10);
  });

  it('matches known values: #767676 on white is the AA edge (4.54:1), #777777 fails (4.47:1)', () => {
    expect(formatRatio(contrastRatio('#767676', TEXT_ON_PRIMARY))).toBe('4.54:1');
    expect(primaryContrast('#767676').passes).toBe(true);
    expect(formatRatio(contrastRatio('#777777', TEXT_ON_PRIMARY))).toBe('4.47:1');
    expect(primaryContrast('#777777').passes).toBe(false);
  });

  it('never shows a failing ratio as passing: the shown ratio is rounded down', () => {
    fc.assert(
      fc.property(hex, (c) => {
        const check = primaryContrast(c);
        expect(check.passes).toBe(check.ratio >= WCAG_AA_TEXT_RATIO);
        if (!check.passes) expect(Number.parseFloat(formatRatio(check.ratio))).toBeLessThan(WCAG_AA_TEXT_RATIO);
      }),
    );
  });

  it('the theme body refuses exactly the primaries that fail, naming primary', () => {
    const rest = { secondary: '#2e75b6', accent: '#f2a900', error: '#c62828', warn: '#ef6c00', success: '#2e7d32', action: '#00838f' };
    fc.assert(
      fc.property(hex, (primary) => {
        const parsed = themeBody.safeParse({ ...rest, primary });
        expect(parsed.success).toBe(primaryContrast(primary).passes);
        if (!parsed.success) expect(parsed.error.issues[0]?.path).toEqual(['primary']);
      }),
    );
  });
});
