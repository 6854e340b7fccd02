import { type FeedbackItem, feedbackStatus } from '@cpe/contract';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { Link as RouterLink, useParams } from 'react-router';
import { type RouteEntry, routeByName, routePath, stepRouteName } from '../../app/route-table.ts';
import type { StepDef } from './layout-config.ts';
import { StepStatusIcon } from './StepStatusIcon.tsx';

/**
 * The left step list of a record's layout. Each step links to its subpage of the
 * record and shows the status icon computed from the record's feedback.
 */
export function StepList({
  route,
  steps,
  feedback = [],
}: {
  route: RouteEntry;
  steps: readonly StepDef[];
  feedback?: readonly FeedbackItem[];
}) {
  const params = useParams();
  if (!route.record) return null;
  const record = route.record;
  const links = steps.flatMap((s) => {
    const name = stepRouteName(record, s.sub);
    return routeByName(name) ? [{ ...s, name }] : [];
  });
  return (
    <List component="nav" aria-label="Steps" subheader={<ListSubheader component="div">Steps</ListSubheader>} dense>
      {links.map((s) => (
        <ListItemButton
          key={s.name}
          component={RouterLink}
          to={routePath(s.name, params.id ? { id: params.id } : {})}
          selected={s.name === route.name}
          aria-current={s.name === route.name ? 'page' : undefined}
        >
          <ListItemText primary={s.label} />
          <ListItemIcon sx={{ minWidth: 0 }}>
            <StepStatusIcon status={s.feedbackSection ? feedbackStatus(feedback, s.feedbackSection) : 'none'} />
          </ListItemIcon>
        </ListItemButton>
      ))}
    </List>
  );
}
