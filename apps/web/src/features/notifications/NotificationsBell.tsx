import { calls } from '@cpe/contract';
import Close from '@mui/icons-material/Close';
import NotificationsIcon from '@mui/icons-material/Notifications';
import Refresh from '@mui/icons-material/Refresh';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../lib/call.ts';
import { type NotificationItem, notificationBadgeCount, toNotificationItems } from './notification-items.ts';

const KEY = ['alerts'];

function alertIdBefore(items: readonly NotificationItem[], index: number): number {
  const before = items[index - 1];
  return before && 'alert_id' in before ? before.alert_id : -1;
}

/** The notifications bell of the top bar (with its badge count). */
export function NotificationsBell() {
  const client = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const alerts = useQuery({ queryKey: KEY, queryFn: ({ signal }) => call(calls.listAlerts, { signal }) });
  const remove = useMutation({
    mutationFn: (id: number) => call(calls.removeAlert, { params: { alertId: id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
  const clearAll = useMutation({
    mutationFn: () => call(calls.removeAllAlerts),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
  const items = toNotificationItems(alerts.data ?? []);
  const count = notificationBadgeCount(items);
  return (
    <>
      <IconButton color="inherit" aria-label={`Notifications (${count})`} onClick={(e) => setAnchor(e.currentTarget)}>
        <Badge badgeContent={count} color="error">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { width: 360, maxWidth: '100%' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2 }}>
          <Typography variant="subtitle1" component="h2">
            Notifications
          </Typography>
          <IconButton aria-label="Refresh notifications" onClick={() => void alerts.refetch()} size="small">
            <Refresh fontSize="small" />
          </IconButton>
        </Box>
        {items.length === 0 && <MenuItem disabled>No New Notifications</MenuItem>}
        {items.map((item, index) => {
          if ('header' in item) return <ListSubheader key="header">{item.header}</ListSubheader>;
          // A divider follows its alert: it takes that alert's id for its key.
          if ('divider' in item) return <Divider key={`divider-${alertIdBefore(items, index)}`} component="li" />;
          return (
            <MenuItem key={item.alert_id} sx={{ whiteSpace: 'normal', alignItems: 'flex-start' }}>
              <Box sx={{ flex: 1 }}>
                <Typography variant="caption" color="text.secondary">
                  {item.type}
                </Typography>
                <Typography variant="body2">{item.message}</Typography>
              </Box>
              <IconButton aria-label={`Remove notification: ${item.message}`} size="small" onClick={() => remove.mutate(item.alert_id)}>
                <Close fontSize="small" />
              </IconButton>
            </MenuItem>
          );
        })}
        {items.length > 0 && (
          <Box sx={{ px: 2, pt: 1 }}>
            <Button size="small" onClick={() => clearAll.mutate()}>
              Clear all notifications
            </Button>
          </Box>
        )}
      </Menu>
    </>
  );
}
