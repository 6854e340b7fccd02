import { useStore } from '../store.ts';
import { refStore } from './ref-store.ts';

/** The tenant's default timezone (reference settings): dates of the firm's records are shown in it. */
export function useTenantTimezone(): string | undefined {
  return useStore(refStore).settings.defaultTimezone || undefined;
}
