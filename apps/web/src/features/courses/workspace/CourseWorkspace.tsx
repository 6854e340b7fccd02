import { FEEDBACK_SECTIONS } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Suspense, useMemo } from 'react';
import { Navigate, useParams } from 'react-router';
import { LoadingSpinner } from '../../../components/page/LoadingSpinner.tsx';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { HeaderStrip } from '../../../components/record/HeaderStrip.tsx';
import { useCurrentRoute } from '../../../lib/routes/current-route.ts';
import { routePath } from '../../../lib/routes/route-table.ts';
import { useShellSlots } from '../../../lib/shell/shell-slots.ts';
import { errorMessage, isForbidden, isNotFound, useCourse, useCourseFeedback } from '../api/course-queries.ts';
import { ReviewSummaryButton } from '../feedback/ReviewSummaryButton.tsx';
import { StepFeedback } from '../feedback/StepFeedback.tsx';
import { SyncButton } from '../sync/SyncButton.tsx';
import { courseHeaderItems, courseSubheader } from './course-header.ts';
import { courseStepItems, courseSubpage, stepAt } from './course-steps.ts';
import type { CourseStepComponent } from './step-props.ts';

const FEEDBACK_PAGES: readonly string[] = FEEDBACK_SECTIONS;
const INT4_MAX = 2_147_483_647;
/** A course id the server could hold; anything else is a course that is not there. */
const validId = (raw: string | undefined) =>
  raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 && Number(raw) <= INT4_MAX ? Number(raw) : null;

/**
 * The course workspace (layout 'course'): GET /course/{id} once for every step, the
 * header strip and subheader, the step list from the course's page configuration with
 * feedback icons, the Review Summary button, the current step's feedback, and the step.
 */
export default function CourseWorkspace({ steps }: { steps: Readonly<Record<string, CourseStepComponent>> }) {
  const route = useCurrentRoute();
  const params = useParams();
  const id = validId(params.id);
  const course = useCourse(id ?? 0, id !== null);
  const feedback = useCourseFeedback(id ?? 0, id !== null && course.isSuccess);
  const sub = courseSubpage(route.name);
  const data = course.data;

  const slots = useMemo(() => {
    if (!data || id === null) return { steps: [] };
    return {
      title: data.courseHeader.title,
      steps: courseStepItems(data.steps, feedback.data ?? [], id, sub),
      actions: <ReviewSummaryButton courseId={id} />,
    };
  }, [data, feedback.data, id, sub]);
  useShellSlots(slots);

  if (isForbidden(course.error)) return <Navigate to={routePath('accessDenied')} replace />;
  if (id === null || isNotFound(course.error)) {
    return (
      <PageSection title="Course">
        <EmptyState>Course {params.id} was not found.</EmptyState>
      </PageSection>
    );
  }
  if (course.isError && !data) {
    return (
      <PageSection title="Course">
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void course.refetch()}>
              Retry
            </Button>
          }
        >
          The course could not be loaded: {errorMessage(course.error)}
        </Alert>
      </PageSection>
    );
  }
  if (!data) return <LoadingSpinner label="Loading course" />;

  const step = stepAt(data.steps, sub);
  const Step = step && steps[step.step];
  return (
    <>
      <HeaderStrip
        items={courseHeaderItems(data.courseHeader)}
        subheader={courseSubheader(data.courseHeader)}
        actions={data.abilities.sync ? <SyncButton courseId={id} /> : undefined}
      />
      {step?.enabled && FEEDBACK_PAGES.includes(step.title) && (
        <StepFeedback
          key={`${id}-${step.step}`}
          courseId={id}
          page={step.title}
          feedback={feedback.data ?? []}
          canLeave={data.abilities.leaveFeedback}
          canResolve={data.abilities.edit}
        />
      )}
      {step?.enabled && Step ? (
        <Suspense fallback={<LoadingSpinner label={`Loading ${step.title}`} />}>
          <Step key={id} course={data} />
        </Suspense>
      ) : (
        <PageSection title={step?.title ?? route.title}>
          <EmptyState>This step is not available for this course.</EmptyState>
        </PageSection>
      )}
    </>
  );
}
