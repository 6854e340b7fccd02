import Typography from '@mui/material/Typography';
import { PageSection } from '../../components/page/PageSection.tsx';

/** /accessDenied: where a route whose permissions the user lacks sends them (spec §2 Guards). */
export default function AccessDeniedScreen() {
  return (
    <PageSection title="Access Denied">
      <Typography>You do not have permission to view this page.</Typography>
    </PageSection>
  );
}
