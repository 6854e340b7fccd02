import Stack from '@mui/material/Stack';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { CodeOfConduct } from '../components/CodeOfConduct.tsx';

/** /learner/coc: the firm's code-of-conduct texts for Attendance and Attestation (tenant settings). */
export default function CodeOfConductScreen() {
  return (
    <PageSection title="Code of Conduct">
      <Stack spacing={2}>
        <CodeOfConduct kind="Attendance" />
        <CodeOfConduct kind="Attestation" />
      </Stack>
    </PageSection>
  );
}
