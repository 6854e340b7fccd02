import { REF_MUTATIONS } from '@cpe/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyRefEntries, type RefState, refStore } from '../../src/lib/reference/ref-store.ts';

const initial: RefState = { loaded: 'none', tenant: null, theme: null, assets: {}, settings: {}, sessionTime: null };

const theme = {
  primary: '#112233',
  secondary: '#445566',
  accent: '#778899',
  error: '#aa0000',
  warn: '#bb8800',
  success: '#00aa00',
  action: '#0000aa',
};

describe('applyRefEntries (tenant reference settings)', () => {
  beforeEach(() => refStore.set(initial));

  it('sets the tenant, theme, assets and session time from their mutations', () => {
    const sessionTime = { login_time: '2026-11-21T08:00:00.000Z', time_total_minutes: 480, time_idle_minutes: 30 };
    applyRefEntries(
      [
        { mutation: REF_MUTATIONS.tenant, data: { subdomain: 'acme', name: 'Acme LLP' } },
        { mutation: REF_MUTATIONS.themeColors, data: theme },
        { mutation: REF_MUTATIONS.assets, data: { logo: '/assets/logo.png' } },
        { mutation: REF_MUTATIONS.sessionTime, data: sessionTime },
      ],
      'full',
    );
    expect(refStore.get()).toEqual({
      loaded: 'full',
      tenant: { subdomain: 'acme', name: 'Acme LLP' },
      theme,
      assets: { logo: '/assets/logo.png' },
      settings: {},
      sessionTime,
    });
  });

  it('stores each setting under the key whose mutation it is', () => {
    applyRefEntries(
      [
        { mutation: REF_MUTATIONS.maintenance, data: 1 },
        { mutation: REF_MUTATIONS.privacyPolicy, data: 'We keep your data.' },
        { mutation: REF_MUTATIONS.defaultTimezone, data: 'America/New_York' },
        { mutation: REF_MUTATIONS.irsCeWorkflowEnabled, data: false },
        { mutation: REF_MUTATIONS.codeOfConduct, data: { Attendance: 'a', Attestation: 'b' } },
      ],
      'branding',
    );
    const state = refStore.get();
    expect(state.loaded).toBe('branding');
    expect(state.settings).toEqual({
      maintenance: 1,
      privacyPolicy: 'We keep your data.',
      defaultTimezone: 'America/New_York',
      irsCeWorkflowEnabled: false,
      codeOfConduct: { Attendance: 'a', Attestation: 'b' },
    });
    expect(state.tenant).toBeNull();
  });

  it('maps every setting mutation of REF_MUTATIONS', () => {
    const special = new Set<string>(['tenant', 'themeColors', 'assets', 'sessionTime']);
    const settingKeys = Object.keys(REF_MUTATIONS).filter((k) => !special.has(k)) as (keyof typeof REF_MUTATIONS)[];
    applyRefEntries(
      settingKeys.map((key) => ({ mutation: REF_MUTATIONS[key], data: `value of ${key}` })),
      'full',
    );
    expect(refStore.get().settings).toEqual(Object.fromEntries(settingKeys.map((key) => [key, `value of ${key}`])));
  });

  it('ignores an unknown mutation', () => {
    applyRefEntries([{ mutation: 'setSomethingNew', data: 42 }], 'full');
    expect(refStore.get()).toEqual({ ...initial, loaded: 'full' });
  });

  it('keeps earlier settings and replaces only the ones sent again', () => {
    applyRefEntries(
      [
        { mutation: REF_MUTATIONS.maintenance, data: 0 },
        { mutation: REF_MUTATIONS.dateFormat, data: 'MM-DD-YYYY' },
        { mutation: REF_MUTATIONS.tenant, data: { subdomain: 'acme', name: 'Acme LLP' } },
      ],
      'branding',
    );
    applyRefEntries([{ mutation: REF_MUTATIONS.maintenance, data: 1 }], 'full');
    const state = refStore.get();
    expect(state.loaded).toBe('full');
    expect(state.settings).toEqual({ maintenance: 1, dateFormat: 'MM-DD-YYYY' });
    expect(state.tenant).toEqual({ subdomain: 'acme', name: 'Acme LLP' });
  });

  it('lets the last of two entries for the same mutation win', () => {
    applyRefEntries(
      [
        { mutation: REF_MUTATIONS.maintenance, data: 1 },
        { mutation: REF_MUTATIONS.maintenance, data: 0 },
      ],
      'full',
    );
    expect(refStore.get().settings.maintenance).toBe(0);
  });

  it('treats null assets as none', () => {
    applyRefEntries([{ mutation: REF_MUTATIONS.assets, data: { logo: 'x' } }], 'full');
    applyRefEntries([{ mutation: REF_MUTATIONS.assets, data: null }], 'full');
    expect(refStore.get().assets).toEqual({});
  });

  it('does not mutate the previous state (subscribers see a new object)', () => {
    const before = refStore.get();
    const listener = vi.fn();
    const unsubscribe = refStore.subscribe(listener);
    applyRefEntries([{ mutation: REF_MUTATIONS.maintenance, data: 1 }], 'full');
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(refStore.get()).not.toBe(before);
    expect(before.settings).toEqual({});
    expect(before.loaded).toBe('none');
  });
});
