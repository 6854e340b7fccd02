import Typography from '@mui/material/Typography';
import { PageSection } from '../../components/page/PageSection.tsx';

/** /accessDenied: where a route whose permissions the user lacks sends them (the route permission guard). */
export default function AccessDeniedScreen() {
  return (
    <PageSection title="Access Denied">
      <Typography>You do not have permission to view this page.</Typography>
    </PageSection>
  );
}
