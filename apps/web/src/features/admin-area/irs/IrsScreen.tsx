import type { IrsProgram } from '@cpe/contract';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { type Column, RecordTable } from '../../../components/record/RecordTable.tsx';
import { useIrsPrograms } from '../api/admin-area-queries.ts';
import { IrsProgramDialog } from './IrsProgramDialog.tsx';
import { IrsReportSection } from './IrsReportSection.tsx';

/** /admin/irs: the firm's IRS CE program numbers and the per-attendee report filed with the IRS (ADR 0038). */
export default function IrsScreen() {
  const programs = useIrsPrograms();
  const [editing, setEditing] = useState<IrsProgram | 'new' | null>(null);
  const columns: Column<IrsProgram>[] = [
    { header: 'Program number', cell: (p) => p.program_number },
    { header: 'Type', cell: (p) => p.program_type },
    { header: 'Title', cell: (p) => p.title },
    { header: 'CE hours', cell: (p) => p.ce_hours },
    { header: 'Courses', cell: (p) => (p.courses.length ? p.courses.map((c) => c.title).join(', ') : '----') },
    {
      header: 'Actions',
      actions: true,
      cell: (p) => (
        <Button size="small" onClick={() => setEditing(p)} aria-label={`Edit ${p.program_number}`}>
          Edit
        </Button>
      ),
    },
  ];
  return (
    <>
      <PageSection title="IRS CE Administration">
        <Button variant="contained" sx={{ mb: 2 }} onClick={() => setEditing('new')}>
          Add IRS program
        </Button>
        <QueryView query={programs} what="IRS programs" loadingLabel="Loading IRS programs">
          {(rows) =>
            rows.length === 0 ? (
              <EmptyState>No IRS CE program numbers yet.</EmptyState>
            ) : (
              <RecordTable caption="IRS CE programs" columns={columns} rows={rows} rowKey={(p) => p.id} />
            )
          }
        </QueryView>
        {editing && <IrsProgramDialog program={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      </PageSection>
      <IrsReportSection />
    </>
  );
}
