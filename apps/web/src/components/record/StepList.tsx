import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { Link as RouterLink } from 'react-router';
import type { StepItem } from '../../lib/shell/step-items.ts';
import { StepStatusIcon } from './StepStatusIcon.tsx';

/**
 * The left step list of a record's layout. An enabled step links to its subpage of
 * the record; a disabled one is shown but is no link (and says so to screen readers).
 * Each shows the status icon of its page's feedback.
 */
export function StepList({ items }: { items: readonly StepItem[] }) {
  if (items.length === 0) return null;
  return (
    <List component="nav" aria-label="Steps" subheader={<ListSubheader component="div">Steps</ListSubheader>} dense>
      {items.map((s) => {
        const icon = (
          <ListItemIcon sx={{ minWidth: 0 }}>
            <StepStatusIcon status={s.status} />
          </ListItemIcon>
        );
        if (!s.enabled || !s.to) {
          return (
            <ListItemButton key={s.key} disabled aria-disabled="true" component="div" data-testid={`step-${s.key}`}>
              <ListItemText primary={s.label} secondary="Not available" />
              {icon}
            </ListItemButton>
          );
        }
        return (
          <ListItemButton
            key={s.key}
            component={RouterLink}
            to={s.to}
            selected={s.selected}
            aria-current={s.selected ? 'page' : undefined}
            data-testid={`step-${s.key}`}
          >
            <ListItemText primary={s.label} />
            {icon}
          </ListItemButton>
        );
      })}
    </List>
  );
}
