import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** /active-maintenance: shown while the tenant's maintenance flag is on; administrators may still sign in. */
export default function MaintenanceScreen() {
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        Maintenance
      </Typography>
      <Typography>The application is under maintenance. Please try again later.</Typography>
      <Link component={RouterLink} to="/login">
        Administrator sign-in
      </Link>
    </Stack>
  );
}
