import { type FeedbackItem, feedbackStatus } from '@cpe/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo } from 'react';
import { Navigate, useParams } from 'react-router';
import { useScreensSettled } from '../../lib/lazy-screen.ts';
import { validRecordId } from '../../lib/record-id.ts';
import { useCurrentRoute } from '../../lib/routes/current-route.ts';
import { LAYOUTS } from '../../lib/shell/layout-config.ts';
import { useShellSlots } from '../../lib/shell/shell-slots.ts';
import { LoadingSpinner } from '../page/LoadingSpinner.tsx';
import { EmptyState, PageSection } from '../page/PageSection.tsx';
import { QueryView } from '../QueryView.tsx';
import { HeaderStrip } from '../record/HeaderStrip.tsx';
import { type RecordStep, recordStepAt, recordStepItems, recordSubpage } from './record-steps.ts';
import type { RecordType } from './record-type.ts';

const NO_FEEDBACK: readonly never[] = [];
/** Stands in for the feedback query of a record type that takes none. */
const useNoFeedback = (): Pick<UseQueryResult<readonly never[]>, 'data'> => ({ data: NO_FEEDBACK });

/**
 * A record's workspace (one layout for every record type): the record loaded once for every step, the
 * header strip with its subheader and actions, the step list with its status icons in
 * the shell's drawer, the top bar's actions, the current step's feedback section, and
 * the step itself, each step its own chunk. What differs between record types is in
 * their definition (RecordType).
 */
export function RecordWorkspace<R, P extends object, F extends FeedbackItem>({ type }: { type: RecordType<R, P, F> }) {
  const route = useCurrentRoute();
  const params = useParams();
  const id = (type.parseId ?? validRecordId)(params.id);
  const { useRecord } = type;
  const useFeedback = type.feedback?.useFeedback ?? useNoFeedback;
  const query = useRecord(id ?? 0, id !== null);
  const feedback = useFeedback(id ?? 0, id !== null && query.isSuccess).data ?? NO_FEEDBACK;
  const sub = recordSubpage(type.record, route.name);
  const data = query.data;
  // The current step's chunk loads while the record does (a 2,000-learner roster shows sooner).
  const stepKey = type.stepKeyAt?.(sub);
  const stepScreen = stepKey ? type.stepScreens[stepKey] : undefined;
  useEffect(() => stepScreen?.preload(), [stepScreen]);
  // Shown once its chunk is here: a spinner meanwhile, not a Suspense fallback (see lazyScreen).
  const stepHere = useScreensSettled(stepScreen ? [stepScreen] : []);

  const slots = useMemo(() => {
    if (data === undefined || id === null) return { steps: [] };
    const status = type.feedback
      ? (step: RecordStep) => (step.feedbackSection ? feedbackStatus(feedback, step.feedbackSection) : 'none')
      : undefined;
    return {
      title: type.title(data),
      steps: recordStepItems(type.record, type.steps(data), id, sub, status),
      actions: type.topBarActions?.(id),
    };
  }, [type, data, feedback, id, sub]);
  useShellSlots(slots);

  const notFound = <EmptyState>{`${type.noun} ${params.id} was not found.`}</EmptyState>;
  if (params.id === undefined && type.newRecordPath) return <Navigate to={type.newRecordPath} replace />;
  if (id === null) return <PageSection title={type.noun}>{notFound}</PageSection>;
  return (
    <QueryView
      query={query}
      what={type.noun.toLowerCase()}
      loadingLabel={`Loading ${type.noun.toLowerCase()}`}
      notFound={notFound}
      frame={(content) => <PageSection title={type.noun}>{content}</PageSection>}
    >
      {(record) => {
        const header = type.header(record);
        const step = recordStepAt(type.steps(record), sub);
        const Step = step && type.stepScreens[step.key];
        const Section = type.feedback?.Section;
        return (
          <>
            <HeaderStrip
              items={header.items}
              caption={header.status === undefined ? undefined : LAYOUTS[type.layout].statusCaption}
              status={header.status}
              subheader={header.subheader}
              actions={type.headerActions?.(record, id)}
            />
            {type.banner?.(record, id)}
            {step?.state === 'enabled' && Section && step.feedbackSection && (
              <Section key={`${id}-${step.key}`} id={id} record={record} step={step} feedback={feedback} />
            )}
            {step?.state === 'enabled' && Step && !stepHere ? (
              <LoadingSpinner label={`Loading ${step.title}`} />
            ) : step?.state === 'enabled' && Step ? (
              <Suspense fallback={<LoadingSpinner label={`Loading ${step.title}`} />}>
                <Step key={id} {...type.stepProps(record)} />
              </Suspense>
            ) : (
              <PageSection title={step?.title ?? route.title}>
                <EmptyState>{type.unavailableText(record)}</EmptyState>
              </PageSection>
            )}
          </>
        );
      }}
    </QueryView>
  );
}
