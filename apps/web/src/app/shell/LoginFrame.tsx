import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '../../components/SkipLink.tsx';
import { refStore } from '../../lib/reference/ref-store.ts';
import type { RouteEntry } from '../../lib/routes/route-table.ts';
import { useStore } from '../../lib/store.ts';

/**
 * The login layout: a card headed by the tenant's logo and name (the 'login' layout,
 * 'maintenance'). The heading band has the tenant's primary colour, the background its
 * logo is drawn for (the app bar's), so light logo text stays readable; the name is in
 * the theme's contrast text on it.
 */
export default function LoginFrame({ children }: { route: RouteEntry; children: ReactNode }) {
  const { tenant, assets } = useStore(refStore);
  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      sx={{ minHeight: '100vh', bgcolor: 'primary.main', py: { xs: 2, sm: 8 }, outline: 'none' }}
    >
      <Box sx={{ maxWidth: 444, mx: 'auto', px: { xs: 2, sm: 3 } }}>
        <Box sx={{ overflow: 'hidden', bgcolor: 'background.paper', color: 'text.primary', borderRadius: 1, boxShadow: 1 }}>
          <Box
            data-testid="login-brand"
            sx={{
              textAlign: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              px: 2,
              py: 2,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            {assets.logo && (
              <Box component="img" src={assets.logo} alt={`${tenant?.name ?? ''} logo`} sx={{ maxHeight: 64, maxWidth: '100%' }} />
            )}
            <Typography component="p" variant="h6">
              {tenant?.name}
            </Typography>
          </Box>
          <Box sx={{ p: { xs: 2, sm: 4 } }}>{children}</Box>
        </Box>
      </Box>
    </Box>
  );
}
