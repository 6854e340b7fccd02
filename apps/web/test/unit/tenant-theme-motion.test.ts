import { afterEach, describe, expect, it } from 'vitest';
import { tenantTheme } from '../../src/lib/tenant-theme.ts';

/** The system's "reduce motion" setting, as window.matchMedia answers it. */
function prefersReducedMotion(reduce: boolean | undefined): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value:
      reduce === undefined
        ? undefined
        : (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query }),
  });
}

// jsdom has no matchMedia; whatever the window had before goes back (the window is the worker's, ADR 0063).
const before = Object.getOwnPropertyDescriptor(window, 'matchMedia');
afterEach(() => {
  if (before) Object.defineProperty(window, 'matchMedia', before);
  else Reflect.deleteProperty(window, 'matchMedia');
});

describe('the theme for people who ask for less motion', () => {
  it('has no transitions and no ripple on pressed buttons', () => {
    prefersReducedMotion(true);
    const theme = tenantTheme(null);
    expect(theme.transitions.create('opacity')).toBe('none');
    expect(theme.transitions.duration.enteringScreen).toBe(0);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
  });

  it("keeps Material's motion and ripple for everyone else, and the focus ring for both", () => {
    for (const reduce of [false, undefined]) {
      prefersReducedMotion(reduce);
      const theme = tenantTheme(null);
      expect(theme.transitions.create('opacity')).not.toBe('none');
      expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
    }
    prefersReducedMotion(true);
    expect(JSON.stringify(tenantTheme(null).components?.MuiButtonBase?.styleOverrides)).toContain('focus-visible');
  });
});
