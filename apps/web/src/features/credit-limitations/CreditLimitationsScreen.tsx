import { CREDIT_LIMITATION_SCOPE_LABELS, type CreditLimitationRow } from '@cpe/contract';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { EmptyState, PageSection } from '../../components/page/PageSection.tsx';
import { QueryView } from '../../components/QueryView.tsx';
import { useCreditLimitations, useSaveRule } from './api/credit-limitation-queries.ts';
import { RuleDialog } from './RuleDialog.tsx';

/** What a rule applies to, in words. */
function appliesTo(rule: CreditLimitationRow): string {
  const parts = [rule.field_of_study, rule.delivery_method, rule.jurisdiction].filter(Boolean);
  return parts.length === 0 ? 'Every learner' : parts.join(' · ');
}

/**
 * /accadmin/creditlimitation: the firm's credit limitation rules (ADR 0037). Add, edit,
 * deactivate or reactivate; the roster and certification apply the active ones.
 */
export default function CreditLimitationsScreen() {
  const rules = useCreditLimitations();
  const [open, setOpen] = useState<CreditLimitationRow | 'new' | null>(null);
  const save = useSaveRule();
  const toggle = (r: CreditLimitationRow) =>
    save.mutate({
      id: r.id,
      body: {
        name: r.name,
        scope: r.scope,
        max_credits: r.max_credits,
        field_of_study_id: r.field_of_study_id,
        delivery_method_id: r.delivery_method_id,
        jurisdiction_id: r.jurisdiction_id,
        is_active: !r.is_active,
      },
    });
  const frame = (content: React.ReactNode) => <PageSection title="Credit Limitations">{content}</PageSection>;
  return (
    <QueryView query={rules} what="credit limitations" loadingLabel="Loading credit limitations" frame={frame}>
      {(data) => (
        <>
          {frame(
            <>
              <Button startIcon={<Add />} variant="contained" onClick={() => setOpen('new')} sx={{ alignSelf: 'flex-start' }}>
                New credit limitation
              </Button>
              {data.rules.length === 0 ? (
                <EmptyState>The firm has no credit limitations.</EmptyState>
              ) : (
                <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
                  <Table size="small" aria-label="Credit limitations">
                    <TableHead>
                      <TableRow>
                        <TableCell>Rule</TableCell>
                        <TableCell>Limits</TableCell>
                        <TableCell>Maximum</TableCell>
                        <TableCell>Applies to</TableCell>
                        <TableCell>Status</TableCell>
                        <TableCell>Actions</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {data.rules.map((r) => (
                        <TableRow key={r.id}>
                          <TableCell>{r.name}</TableCell>
                          <TableCell>{CREDIT_LIMITATION_SCOPE_LABELS[r.scope]}</TableCell>
                          <TableCell>{r.max_credits}</TableCell>
                          <TableCell>{appliesTo(r)}</TableCell>
                          <TableCell>{r.is_active ? 'Active' : 'Inactive'}</TableCell>
                          <TableCell sx={{ whiteSpace: 'nowrap' }}>
                            <Button size="small" onClick={() => setOpen(r)} aria-label={`Edit ${r.name}`}>
                              Edit
                            </Button>
                            <Button
                              size="small"
                              onClick={() => toggle(r)}
                              disabled={save.isPending}
                              aria-label={`${r.is_active ? 'Deactivate' : 'Activate'} ${r.name}`}
                            >
                              {r.is_active ? 'Deactivate' : 'Activate'}
                            </Button>
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
              )}
            </>,
          )}
          {open !== null && <RuleDialog rule={open === 'new' ? undefined : open} options={data.options} onClose={() => setOpen(null)} />}
        </>
      )}
    </QueryView>
  );
}
