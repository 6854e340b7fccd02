import { type ClassResponse, type CourseResponse, endpoints } from '@cpe/contract';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import AlertBar from '../../src/app/shell/AlertBar.tsx';
import { call } from '../../src/lib/call.ts';

/**
 * How the web tests render: a fresh query client (no retries, so a stubbed error shows at
 * once), the alert bar, and for a course or class step the record loaded as the workspace
 * loads it.
 */
export const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** Renders `ui` inside a query client, with the alert bar. */
export function renderWithClient(ui: ReactNode, client = newQueryClient()) {
  return render(
    <QueryClientProvider client={client}>
      {ui}
      <AlertBar />
    </QueryClientProvider>,
  );
}

/** Renders a step with a given course object, as the workspace would pass it. */
export function renderStep(Step: ComponentType<{ course: CourseResponse }>, course: CourseResponse, client = newQueryClient()) {
  return render(
    <QueryClientProvider client={client}>
      <Step course={course} />
      <AlertBar />
    </QueryClientProvider>,
  );
}

/** Like the workspace: loads ['course', id] with GET /course/{id} and passes it down, so invalidation refetches it. */
function CourseLoader({ id, Step }: { id: number; Step: ComponentType<{ course: CourseResponse }> }) {
  const course = useQuery({ queryKey: ['course', id], queryFn: () => call(endpoints.getCourse, { params: { id } }) });
  return course.data ? <Step course={course.data} /> : null;
}

export function renderLoadedStep(
  Step: ComponentType<{ course: CourseResponse }>,
  id = 1,
  client = newQueryClient(),
): { client: QueryClient; children?: ReactNode } {
  render(
    <QueryClientProvider client={client}>
      <CourseLoader id={id} Step={Step} />
      <AlertBar />
    </QueryClientProvider>,
  );
  return { client };
}

/** Like the workspace: loads ['class', id] with GET /class/{id} and passes it down, so invalidation refetches it. */
function ClassLoader({ id, Step }: { id: number; Step: ComponentType<{ cls: ClassResponse }> }) {
  const cls = useQuery({ queryKey: ['class', id], queryFn: () => call(endpoints.getClass, { params: { id } }) });
  return cls.data ? <Step cls={cls.data} /> : null;
}

/** Renders a class step with the class loaded through GET /class/{id}, and the alert bar. */
export function renderClassStep(Step: ComponentType<{ cls: ClassResponse }>, id = 12, client = newQueryClient()) {
  renderWithClient(<ClassLoader id={id} Step={Step} />, client);
  return { client };
}
