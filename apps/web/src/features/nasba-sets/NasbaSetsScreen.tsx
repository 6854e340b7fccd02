import { NASBA_SET_KIND_LABELS, type NasbaSetSummary } from '@cpe/contract';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageSection } from '../../components/page/PageSection.tsx';
import { QueryView } from '../../components/QueryView.tsx';
import { routePath } from '../../lib/routes/route-table.ts';
import { useNasbaSets } from './api/nasba-set-queries.ts';
import { SetHeaderDialog } from './SetHeaderDialog.tsx';

/** Which offering types answer a set, in words; the default set answers the types no set names. */
export function usedBy(set: Pick<NasbaSetSummary, 'offering_kinds' | 'is_default'>): string {
  const named = set.offering_kinds.map((k) => NASBA_SET_KIND_LABELS[k]);
  if (set.is_default) named.push('every other offering type');
  return named.length === 0 ? 'None' : named.join(', ');
}

/** /accadmin/nasbaquestions: the NASBA question sets (ADR 0037), each opening its editor. */
export default function NasbaSetsScreen() {
  const sets = useNasbaSets();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const frame = (content: React.ReactNode) => <PageSection title="NASBA Questions">{content}</PageSection>;
  return (
    <QueryView query={sets} what="NASBA question sets" loadingLabel="Loading NASBA question sets" frame={frame}>
      {(data) =>
        frame(
          <>
            <Button startIcon={<Add />} variant="contained" onClick={() => setCreating(true)} sx={{ alignSelf: 'flex-start' }}>
              New question set
            </Button>
            <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
              <Table size="small" aria-label="NASBA question sets">
                <TableHead>
                  <TableRow>
                    <TableCell>Set</TableCell>
                    <TableCell>Answered by</TableCell>
                    <TableCell>Current version</TableCell>
                    <TableCell>Questions</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.map((s) => (
                    <TableRow key={s.id}>
                      <TableCell>
                        <Link component={RouterLink} to={routePath('accadmin-nasbaquestions-id', { id: s.id })}>
                          {s.name}
                        </Link>
                      </TableCell>
                      <TableCell>{usedBy(s)}</TableCell>
                      <TableCell>{s.current_version}</TableCell>
                      <TableCell>{s.question_count}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            {creating && (
              <SetHeaderDialog
                onClose={() => setCreating(false)}
                onCreated={(id) => navigate(routePath('accadmin-nasbaquestions-id', { id }))}
              />
            )}
          </>,
        )
      }
    </QueryView>
  );
}
