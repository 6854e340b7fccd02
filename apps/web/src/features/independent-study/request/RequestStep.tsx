import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { MISSING } from '../../../components/record/HeaderValue.tsx';
import { formatDisplayDate } from '../../../lib/dates.ts';
import { programPath } from '../programs/program-path.ts';
import type { StudyStepProps } from '../workspace/step-props.ts';

/**
 * The Request step: the request that placed the study in its program — the program (a link to
 * it on the programs screen), its request type, and its submission (who, when, where it stands).
 */
export default function RequestStep({ record }: StudyStepProps) {
  const { header, program } = record;
  const rows: [string, ReactNode][] = [
    [
      'Program',
      program ? (
        <Link key="program" component={RouterLink} to={programPath(program.id)}>
          {`${program.title} (${program.id})`}
        </Link>
      ) : null,
    ],
    ['Program Status', program?.status],
    ['Request Type', header.request_type_name],
    ['Request Status', header.request_status],
    ['Submitted By', header.submitted_by],
    ['Submission Date', header.submitted_on ? formatDisplayDate(header.submitted_on) : null],
  ];
  return (
    <PageSection title="Request">
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600, mt: 1 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mt: { sm: 1 } }} data-testid={`request-${label}`}>
              {value ?? MISSING}
            </Typography>
          </Box>
        ))}
      </Box>
    </PageSection>
  );
}
