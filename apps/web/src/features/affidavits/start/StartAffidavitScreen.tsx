import { AOA_MESSAGES, type aoaClassSearchRow } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { LoadingSpinner } from '../../../components/page/LoadingSpinner.tsx';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { type Column, RecordTable } from '../../../components/record/RecordTable.tsx';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { formatDisplayDateRange } from '../../../lib/dates.ts';
import { routePath } from '../../../lib/routes/route-table.ts';
import { ChosenClass } from './ChosenClass.tsx';
import { ClassSearchForm } from './ClassSearchForm.tsx';
import { type ClassSearch, useAoaClassSearch } from './start-api.ts';

type Row = z.infer<typeof aoaClassSearchRow>;

/**
 * /learner/affidavit: a learner who attended a class but missed its check-in finds the class
 * (POST /aoa/class-search: 'No Classes Found', 'Error executing class search'), looks at it
 * and starts a Draft affidavit of attendance linked to it.
 */
export default function StartAffidavitScreen() {
  const [search, setSearch] = useState<ClassSearch | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const results = useAoaClassSearch(search);
  const columns: Column<Row>[] = [
    { header: 'Class ID', cell: (r) => r.classId },
    { header: 'Class', cell: (r) => r.class_title },
    { header: 'Course', cell: (r) => r.course_title },
    { header: 'Dates', cell: (r) => formatDisplayDateRange(r.start_date, r.end_date) || '----' },
    { header: 'Status', cell: (r) => <StatusChip status={r.status} /> },
    {
      header: 'Actions',
      actions: true,
      cell: (r) => (
        <Button size="small" aria-label={`Choose ${r.class_title}`} onClick={() => setChosen(r.classId)}>
          Choose
        </Button>
      ),
    },
  ];
  return (
    <>
      <PageSection title="File an Affidavit of Attendance">
        <Typography variant="body2" sx={{ mb: 2 }}>
          Attended a class but missed its check-in? Find the class, then verify your attendance with its attendance code or with documents.
          Read the{' '}
          <Link component={RouterLink} to={routePath('learner-coc')}>
            code of conduct
          </Link>{' '}
          first.
        </Typography>
        <ClassSearchForm
          onSearch={(next) => {
            setChosen(null);
            setSearch(next);
          }}
        />
        {results.isError && <Alert severity="error">{AOA_MESSAGES.classSearchError}</Alert>}
        {results.isFetching && <LoadingSpinner label="Searching" />}
        {results.isSuccess && results.data.length === 0 && <EmptyState>{AOA_MESSAGES.noClassesFound}</EmptyState>}
        {results.isSuccess && results.data.length > 0 && (
          <RecordTable caption="Classes found" columns={columns} rows={results.data} rowKey={(r) => r.classId} />
        )}
      </PageSection>
      {chosen !== null && <ChosenClass key={chosen} classId={chosen} />}
    </>
  );
}
