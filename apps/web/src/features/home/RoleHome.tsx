import { calls } from '@cpe/contract';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState, PageSection } from '../../components/page/PageSection.tsx';
import { call } from '../../lib/call.ts';
import { formatDisplay } from '../../lib/dates.ts';
import { refStore } from '../../lib/reference/ref-store.ts';
import { useTenantTimezone } from '../../lib/reference/use-timezone.ts';
import { useCurrentRoute } from '../../lib/routes/current-route.ts';
import { sessionStore } from '../../lib/session/session-store.ts';
import { menuFor } from '../../lib/shell/menu.ts';
import { useStore } from '../../lib/store.ts';
import { ROLE_WORK } from './role-work.ts';
import { WorkLists } from './WorkLists.tsx';

/**
 * The home of a role (/accadmin, /admin, /coordinator, /instructor, /learner):
 * what this person does first — their notifications and their lists of work. The app
 * adds what other features give a role's home (the learner's transcript) as `children`.
 */
export default function RoleHome({ children }: { children?: ReactNode }) {
  const route = useCurrentRoute();
  const { user } = useStore(sessionStore);
  const { settings } = useStore(refStore);
  const timezone = useTenantTimezone();
  const alerts = useQuery({ queryKey: ['alerts'], queryFn: ({ signal }) => call(calls.listAlerts, { signal }) });
  const work = ROLE_WORK[route.name] ?? [];
  const links = menuFor({
    signedIn: true,
    roles: user?.roles ?? [],
    permissions: new Set(user?.permissions ?? []),
    maintenance: Number(settings.maintenance ?? 0),
  }).filter((item) => work.includes(item.name));

  return (
    <>
      <PageSection title={`${route.title} Home`}>
        <Typography>Welcome, {user?.first_name || user?.display_id}.</Typography>
      </PageSection>
      <PageSection title="Notifications" level={2}>
        {alerts.isError && <EmptyState>{alerts.error.message}</EmptyState>}
        {alerts.data?.length === 0 && <EmptyState>No New Notifications</EmptyState>}
        <List dense>
          {alerts.data?.map((a) => (
            <ListItem key={a.alert_id}>
              <ListItemText primary={a.message} secondary={`${a.type} · ${formatDisplay(a.created_on, timezone)}`} />
            </ListItem>
          ))}
        </List>
      </PageSection>
      <PageSection title="My Work" level={2}>
        <WorkLists />
        {links.length === 0 ? (
          <EmptyState>Nothing to do yet.</EmptyState>
        ) : (
          <List dense>
            {links.map((item) => (
              <ListItem key={item.name}>
                <Link component={RouterLink} to={item.path}>
                  {item.label}
                </Link>
              </ListItem>
            ))}
          </List>
        )}
      </PageSection>
      {children}
    </>
  );
}
