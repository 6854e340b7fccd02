import { type CustomerSettings, calls, type ThemeColors } from '@cpe/contract';
import { useQuery } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api-upload.ts';
import { call } from '../../../lib/call.ts';
import { loadRefs } from '../../../lib/reference/ref-store.ts';
import { useRecordWrite } from '../../../lib/use-record-write.ts';

export { errorMessage } from '../../../lib/api-errors.ts';

export const TENANT_ADMIN_KEY = ['tenant-admin'] as const;

export const useCustomerSettings = () =>
  useQuery({ queryKey: [...TENANT_ADMIN_KEY, 'settings'], queryFn: ({ signal }) => call(calls.getCustomerSettings, { signal }) });

export const useSystemSettings = () =>
  useQuery({ queryKey: [...TENANT_ADMIN_KEY, 'system'], queryFn: ({ signal }) => call(calls.getSystemSettings, { signal }) });

/**
 * A save on these pages: the alert bar says how it went, the page's data refetches, and the
 * browser's reference data is loaded again, so the saved values (date format, theme, logo,
 * maintenance) apply at once to this user, as they will to everyone on their next page.
 */
export const useTenantAdminWrite = <V>(write: (variables: V) => Promise<unknown>) =>
  useRecordWrite(TENANT_ADMIN_KEY, async (v: V) => {
    const result = await write(v);
    await loadRefs(false);
    return result;
  });

export const saveSettings = (body: CustomerSettings) => call(calls.saveCustomerSettings, { body });
export const saveTheme = (body: ThemeColors) => call(calls.saveTheme, { body });
export const setMaintenance = (on: boolean) => call(calls.setMaintenance, { body: { on } });
export const saveLms = (body: { defaultLms: 'SAP' | 'LCVISTA' | 'SABA'; url: string; apiKey?: string }) =>
  call(calls.saveLmsSettings, { body });
export const checkLms = (lmsType: 'SAP' | 'LCVISTA' | 'SABA') => call(calls.checkLmsConnection, { body: { lmsType } });

export function uploadLogo(file: File): Promise<{ url: string; message: string }> {
  const form = new FormData();
  form.append('file', file);
  return apiUpload('/customer-admin/logo', form);
}
