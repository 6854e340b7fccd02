import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { RouteEntry } from '../../app/route-table.ts';
import { useStore } from '../../lib/store.ts';
import { refStore } from '../reference/ref-store.ts';

/** The login layout: the tenant's logo and name above a card (spec §2 Layouts 'login', 'maintenance'). */
export default function LoginFrame({ children }: { route: RouteEntry; children: ReactNode }) {
  const { tenant, assets } = useStore(refStore);
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'primary.main', py: { xs: 2, sm: 8 } }}>
      <Container maxWidth="xs">
        <Paper sx={{ p: { xs: 2, sm: 4 } }}>
          <Box sx={{ textAlign: 'center', mb: 2 }}>
            {assets.logo && (
              <Box component="img" src={assets.logo} alt={`${tenant?.name ?? ''} logo`} sx={{ maxHeight: 64, maxWidth: '100%' }} />
            )}
            <Typography component="p" variant="h6" color="primary">
              {tenant?.name}
            </Typography>
          </Box>
          {children}
        </Paper>
      </Container>
    </Box>
  );
}
