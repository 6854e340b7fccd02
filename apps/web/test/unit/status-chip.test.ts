import { getContrastRatio } from '@mui/material/styles';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tenantTheme } from '../../src/app/theme.ts';
import { chipColors } from '../../src/components/StatusChip.tsx';
import { type StatusTone, statusTone } from '../../src/components/status-tone.ts';

describe('statusTone', () => {
  it('colours the course, class and checklist statuses by what they mean', () => {
    const tones: Record<string, StatusTone> = {
      PASS: 'success',
      FAIL: 'error',
      Draft: 'neutral',
      Editing: 'info',
      'Pending Signoff': 'warning',
      Finalized: 'success',
      Uncertified: 'info',
      Certified: 'success',
      Voided: 'error',
    };
    for (const [status, tone] of Object.entries(tones)) expect(statusTone(status), status).toBe(tone);
  });

  it('ignores case and blanks, and leaves unknown words neutral', () => {
    expect(statusTone(' finalized ')).toBe('success');
    expect(statusTone('Something else')).toBe('neutral');
    expect(statusTone(null)).toBe('neutral');
  });
});

describe('chipColors', () => {
  const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);

  it('reads at WCAG AA (4.5:1) for every tone, whatever colours the tenant chooses', () => {
    fc.assert(
      fc.property(hex, hex, hex, (success, warn, error) => {
        const theme = tenantTheme({ primary: '#1f4e79', secondary: '#2e75b6', accent: '#f2a900', success, warn, error, action: '#00838f' });
        for (const tone of ['success', 'warning', 'error', 'info', 'neutral'] as const) {
          const { bg, fg } = chipColors(theme, tone);
          expect(getContrastRatio(fg, bg), `${tone} ${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('keeps the colour of the tone, not grey', () => {
    const { bg } = chipColors(tenantTheme(null), 'success');
    expect(bg).not.toBe(chipColors(tenantTheme(null), 'neutral').bg);
  });
});
