import ArrowBack from '@mui/icons-material/ArrowBack';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { NotificationsBell } from '../../features/notifications/NotificationsBell.tsx';
import { refStore } from '../../lib/reference/ref-store.ts';
import { useStore } from '../../lib/store.ts';
import { UserMenu } from './UserMenu.tsx';

interface TopBarProps {
  title: string;
  /** The Search back button's target, on record pages. */
  searchPath?: string;
  /** Buttons of the page type, such as Review Summary where a record has feedback. */
  actions?: ReactNode;
  onToggleDrawer(): void;
  onOpenSettings(): void;
  onOpenPrivacy(): void;
}

/** The app bar: back to search, the item title, notifications and the user menu. */
export function TopBar({ title, searchPath, actions, onToggleDrawer, onOpenSettings, onOpenPrivacy }: TopBarProps) {
  const { tenant, assets } = useStore(refStore);
  return (
    <AppBar position="fixed" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton color="inherit" edge="start" aria-label="Open navigation" onClick={onToggleDrawer} sx={{ display: { md: 'none' } }}>
          <MenuIcon />
        </IconButton>
        {assets.logo && (
          <Box
            component="img"
            src={assets.logo}
            alt={`${tenant?.name ?? ''} logo`}
            sx={{ height: 32, display: { xs: 'none', sm: 'block' } }}
          />
        )}
        {searchPath && (
          <Button
            color="inherit"
            component={RouterLink}
            to={searchPath}
            startIcon={<ArrowBack />}
            aria-label="Search"
            // On a phone the arrow alone leaves the item title room.
            sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              Search
            </Box>
          </Button>
        )}
        <Typography variant="h6" component="p" noWrap sx={{ flex: 1 }}>
          {title}
        </Typography>
        {actions && (
          <Box
            sx={(theme) => ({
              display: 'flex',
              // On a phone the buttons of the page type show their icon alone; their text stays their accessible name.
              [theme.breakpoints.down('sm')]: { '& .MuiButton-root': { minWidth: 0, fontSize: 0 }, '& .MuiButton-startIcon': { mx: 0 } },
            })}
          >
            {actions}
          </Box>
        )}
        <NotificationsBell />
        <UserMenu onOpenSettings={onOpenSettings} onOpenPrivacy={onOpenPrivacy} />
      </Toolbar>
    </AppBar>
  );
}
