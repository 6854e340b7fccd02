import { LoadingSpinner } from '../../../components/page/LoadingSpinner.tsx';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { refStore } from '../../../lib/reference/ref-store.ts';
import { useStore } from '../../../lib/store.ts';
import { tenantTheme } from '../../../lib/tenant-theme.ts';
import { useCustomerSettings } from '../api/tenant-admin-queries.ts';
import { SettingsForm } from './SettingsForm.tsx';
import { ThemeEditor } from './ThemeEditor.tsx';

/** /customer-admin: the firm's reference settings and its theme (ADR 0036). */
export default function CustomerAdminScreen() {
  const settings = useCustomerSettings();
  const theme = useStore(refStore).theme;
  const palette = tenantTheme(theme).palette;
  const colors = theme ?? {
    primary: palette.primary.main,
    secondary: palette.secondary.main,
    accent: palette.accent.main,
    error: palette.error.main,
    warn: palette.warning.main,
    success: palette.success.main,
    action: palette.action2.main,
  };
  return (
    <>
      <PageSection title="Customer Administration">
        {settings.data ? <SettingsForm initial={settings.data} /> : <LoadingSpinner label="Loading settings" />}
      </PageSection>
      <PageSection title="Theme" level={2}>
        <ThemeEditor initial={colors} />
      </PageSection>
    </>
  );
}
