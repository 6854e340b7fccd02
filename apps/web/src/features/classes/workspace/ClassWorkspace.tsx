import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Suspense, useMemo } from 'react';
import { useParams } from 'react-router';
import { LoadingSpinner } from '../../../components/page/LoadingSpinner.tsx';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { HeaderStrip } from '../../../components/record/HeaderStrip.tsx';
import { useCurrentRoute } from '../../../lib/routes/current-route.ts';
import { LAYOUTS } from '../../../lib/shell/layout-config.ts';
import { useShellSlots } from '../../../lib/shell/shell-slots.ts';
import { errorMessage, isNotFound, useClass } from '../api/class-queries.ts';
import { classHeaderItems, classSubheader } from './class-header.ts';
import { classStepAt, classStepItems, classSubpage } from './class-steps.ts';
import { CLASS_STEPS } from './step-registry.ts';

const INT4_MAX = 2_147_483_647;
/** A class id the server could hold; anything else is a class that is not there. */
export const validClassId = (raw: string | undefined) =>
  raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 && Number(raw) <= INT4_MAX ? Number(raw) : null;

/**
 * The class workspace (layout 'class'): GET /class/{id} once for every step, the header
 * strip, the step list with the server's step states, and the current step.
 */
export default function ClassWorkspace() {
  const route = useCurrentRoute();
  const params = useParams();
  const id = validClassId(params.id);
  const cls = useClass(id ?? 0, id !== null);
  const sub = classSubpage(route.name);
  const data = cls.data;

  const slots = useMemo(() => {
    if (!data || id === null) return { steps: [] };
    return { title: data.classSummary.class_title, steps: classStepItems(data.steps, id, sub) };
  }, [data, id, sub]);
  useShellSlots(slots);

  if (id === null || isNotFound(cls.error)) {
    return (
      <PageSection title="Class">
        <EmptyState>Class {params.id} was not found.</EmptyState>
      </PageSection>
    );
  }
  if (cls.isError && !data) {
    return (
      <PageSection title="Class">
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void cls.refetch()}>
              Retry
            </Button>
          }
        >
          The class could not be loaded: {errorMessage(cls.error)}
        </Alert>
      </PageSection>
    );
  }
  if (!data) return <LoadingSpinner label="Loading class" />;

  const step = classStepAt(data.steps, sub);
  const Step = step && CLASS_STEPS[step.step];
  return (
    <>
      <HeaderStrip
        items={classHeaderItems(data.classSummary)}
        caption={LAYOUTS.class.statusCaption}
        status={data.classSummary.status}
        subheader={classSubheader(data.classSummary)}
      />
      {step?.state === 'enabled' && Step ? (
        <Suspense fallback={<LoadingSpinner label={`Loading ${step.title}`} />}>
          <Step key={id} cls={data} />
        </Suspense>
      ) : (
        <PageSection title={step?.title ?? route.title}>
          <EmptyState>
            {data.classSummary.status === 'Voided'
              ? 'This class was voided: its steps are disabled.'
              : 'This step is not available for this class.'}
          </EmptyState>
        </PageSection>
      )}
    </>
  );
}
