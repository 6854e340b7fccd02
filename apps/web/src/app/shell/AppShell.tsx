import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { type ReactNode, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { ProgressBar } from '../../components/page/ProgressBar.tsx';
import { StepList } from '../../components/record/StepList.tsx';
import { MAIN_CONTENT_ID } from '../../components/SkipLink.tsx';
import { lazyScreen } from '../../lib/lazy-screen.ts';
import type { RouteEntry } from '../../lib/routes/route-table.ts';
import { LAYOUTS } from '../../lib/shell/layout-config.ts';
import { shellSlotsStore } from '../../lib/shell/shell-slots.ts';
import { layoutStepItems } from '../../lib/shell/step-items.ts';
import { useStore } from '../../lib/store.ts';
import { useChangePasswordAction } from '../Root.tsx';
import { MenuList } from './MenuList.tsx';
import { PrivacyNoticeDialog } from './PrivacyNoticeDialog.tsx';
import { ProxyBanner } from './ProxyBanner.tsx';
import { TopBar } from './TopBar.tsx';

const UserSettingsDialog = lazyScreen(() => import('../../features/user-settings/UserSettingsDialog.tsx'));

/**
 * Every signed-in layout: app bar, a left drawer with the step
 * list and the menu list, and the screen. What differs per layout (drawer width,
 * steps, back target) is data in layout-config.ts; the header strip is the screen's.
 * A screen whose record decides its steps, title and top-bar buttons (a course) puts
 * them in the shell slots (shell-slots.ts); until it does, such a route shows no steps.
 */
export default function AppShell({ route, children }: { route: RouteEntry; children: ReactNode }) {
  const config = LAYOUTS[route.layout];
  const [mobileOpen, setMobileOpen] = useState(false);
  const [settingsRequested, closeSettingsRequest] = useChangePasswordAction();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const width = config.drawerWidth;
  const slots = useStore(shellSlotsStore);
  const { id } = useParams();
  const steps = slots.steps ?? (route.stepsFromScreen || !config.steps ? [] : layoutStepItems(route, config.steps, id));

  const drawer = (
    <Box sx={{ overflow: 'auto' }}>
      <Toolbar />
      <StepList items={steps} />
      <MenuList />
    </Box>
  );
  const showSettings = settingsOpen || settingsRequested;

  return (
    <Box sx={{ display: 'flex' }}>
      <ProgressBar />
      <TopBar
        title={slots.title ?? route.title}
        searchPath={config.searchPath}
        actions={slots.actions}
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
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, p: { xs: 1, sm: 3 }, minWidth: 0, outline: 'none' }}>
        <Toolbar />
        <ProxyBanner />
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
