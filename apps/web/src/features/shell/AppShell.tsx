import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { type ReactNode, Suspense, useState } from 'react';
import { lazyScreen } from '../../app/lazy-screen.ts';
import { useChangePasswordAction } from '../../app/Root.tsx';
import type { RouteEntry } from '../../app/route-table.ts';
import { LAYOUTS } from './layout-config.ts';
import { MenuList } from './MenuList.tsx';
import { PrivacyNoticeDialog } from './PrivacyNoticeDialog.tsx';
import { ProgressBar } from './ProgressBar.tsx';
import { StepList } from './StepList.tsx';
import { TopBar } from './TopBar.tsx';

const UserSettingsDialog = lazyScreen(() => import('../user-settings/UserSettingsDialog.tsx'));

/**
 * Every signed-in layout (spec §2 Layouts): app bar, a left drawer with the step
 * list and the menu list, and the screen. What differs per layout (drawer width,
 * steps, back target) is data in layout-config.ts; the header strip is the screen's.
 */
export default function AppShell({ route, children }: { route: RouteEntry; children: ReactNode }) {
  const config = LAYOUTS[route.layout];
  const [mobileOpen, setMobileOpen] = useState(false);
  const [settingsRequested, closeSettingsRequest] = useChangePasswordAction();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const width = config.drawerWidth;

  const drawer = (
    <Box sx={{ overflow: 'auto' }}>
      <Toolbar />
      {config.steps && <StepList route={route} steps={config.steps} />}
      <MenuList />
    </Box>
  );
  const showSettings = settingsOpen || settingsRequested;

  return (
    <Box sx={{ display: 'flex' }}>
      <ProgressBar />
      <TopBar
        title={route.title}
        searchPath={config.searchPath}
        onToggleDrawer={() => setMobileOpen(!mobileOpen)}
        onOpenSettings={() => setSettingsOpen(true)}
        onOpenPrivacy={() => setPrivacyOpen(true)}
      />
      <Box sx={{ width: { md: width }, flexShrink: { md: 0 } }}>
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width } }}
        >
          {drawer}
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{ display: { xs: 'none', md: 'block' }, '& .MuiDrawer-paper': { width, boxSizing: 'border-box' } }}
        >
          {drawer}
        </Drawer>
      </Box>
      <Box component="main" sx={{ flexGrow: 1, p: { xs: 1, sm: 3 }, minWidth: 0 }}>
        <Toolbar />
        {children}
      </Box>
      {showSettings && (
        <Suspense fallback={null}>
          <UserSettingsDialog
            open
            onClose={() => {
              setSettingsOpen(false);
              closeSettingsRequest();
            }}
          />
        </Suspense>
      )}
      <PrivacyNoticeDialog open={privacyOpen} onClose={() => setPrivacyOpen(false)} />
    </Box>
  );
}
