import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { LoadingSpinner } from '../../../components/page/LoadingSpinner.tsx';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { setMaintenance, useSystemSettings, useTenantAdminWrite } from '../api/tenant-admin-queries.ts';
import { LmsConnection } from './LmsConnection.tsx';

/** /system (Educe ACC Administrators): the maintenance flag and the LMS connection (ADR 0036). */
export default function SystemScreen() {
  const system = useSystemSettings();
  const toggle = useTenantAdminWrite(setMaintenance);
  // The switch shows the asked-for state while the change is saved and reloaded, not the old one.
  const [asked, setAsked] = useState<boolean | null>(null);
  const saved = system.data?.maintenance;
  useEffect(() => {
    if (asked !== null && (saved === asked || toggle.isError)) setAsked(null);
  }, [asked, saved, toggle.isError]);
  if (!system.data) return <LoadingSpinner label="Loading system settings" />;
  const on = asked ?? system.data.maintenance;
  return (
    <>
      <PageSection title="System">
        <FormControlLabel
          control={
            <Switch
              checked={on}
              disabled={toggle.isPending}
              onChange={(e) => {
                setAsked(e.target.checked);
                toggle.mutate(e.target.checked);
              }}
              slotProps={{ input: { role: 'switch' } }}
            />
          }
          label="Maintenance mode"
        />
        <Typography variant="body2" color="text.secondary">
          While maintenance is on, every user is sent to the maintenance page on their next page, and changes are refused. Educe ACC
          Administrators keep this page, to turn it off.
        </Typography>
        {on && (
          <Alert severity="warning" sx={{ mt: 1 }} role="status">
            Maintenance is on.
          </Alert>
        )}
      </PageSection>
      <PageSection title="Learning management system" level={2}>
        <LmsConnection key={system.data.defaultLms} system={system.data} />
      </PageSection>
    </>
  );
}
