import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { Link as RouterLink, useLocation } from 'react-router';
import { refStore } from '../../lib/reference/ref-store.ts';
import { sessionStore } from '../../lib/session/session-store.ts';
import { menuFor } from '../../lib/shell/menu.ts';
import { useStore } from '../../lib/store.ts';

/** The drawer's menu list: the pages this user may open. */
export function MenuList() {
  const { user } = useStore(sessionStore);
  const { settings } = useStore(refStore);
  const { pathname } = useLocation();
  const items = menuFor({
    signedIn: Boolean(user),
    roles: user?.roles ?? [],
    permissions: new Set(user?.permissions ?? []),
    maintenance: Number(settings.maintenance ?? 0),
  });
  return (
    <List component="nav" aria-label="Menu" subheader={<ListSubheader component="div">Menu</ListSubheader>} dense>
      {items.map((item) => (
        <ListItemButton key={item.name} component={RouterLink} to={item.path} selected={pathname === item.path}>
          <ListItemText primary={item.label} />
        </ListItemButton>
      ))}
    </List>
  );
}
