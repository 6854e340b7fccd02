import type { AgendaModule, CourseResponse } from '@cpe/contract';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import AlertBar from '../../src/app/shell/AlertBar.tsx';
import { api } from '../../src/lib/api-client.ts';

/** A module of the demo shape; times 'HH:mm', one field of study at 100% unless given. */
export function makeModule(over: Partial<AgendaModule> & Pick<AgendaModule, 'module_id' | 'day' | 'day_index'>): AgendaModule {
  return {
    title: `Module ${over.module_id}`,
    description: null,
    module_type_id: 1,
    module_type: 'Presentation',
    knowledge_level_id: 1,
    knowledge_level: 'Basic',
    start_time: '09:00',
    end_time: '09:50',
    is_credit_qualified: true,
    developer_id: null,
    developer_name: null,
    allocations: [{ field_of_study_id: 20, percent: 100, name: 'Taxes' }],
    instructors: [],
    updated_by: null,
    feedback: [],
    ...over,
  };
}

export function makeCourse(
  modules: AgendaModule[],
  over: { abilities?: Partial<CourseResponse['abilities']>; deliveryMethodId?: number } = {},
): CourseResponse {
  const days = [...new Set(modules.map((m) => m.day))].sort((a, b) => a - b);
  return {
    courseHeader: {
      id: 1,
      title: 'Ethics for Tax Professionals',
      description: null,
      objectives: null,
      course_status: 'Draft',
      pre_edited_status: null,
      version: 1,
      agenda_type_id: 1,
      agenda_type: 'US-CPE',
      delivery_method_id: over.deliveryMethodId ?? 2,
      delivery_method: 'Group Live',
      lrt_id: null,
      loid: null,
      lms_id: null,
      sponsoring_org: null,
      finalization_date: null,
      prerequisites: null,
      has_credit_qualified_modules: true,
      can_access_agenda_details: true,
      created_by: 2,
      created_by_name: 'Ada Admin',
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
      contacts: [],
    },
    cpeDetails: {
      is_tenant_sponsor: true,
      is_irs_ce: false,
      is_irs_ce_approved: false,
      irs_program_number: null,
      credit_increment: 0.2,
      total_credits: 0,
    },
    agenda: days.map((day) => ({ day, modules: modules.filter((m) => m.day === day).sort((a, b) => a.day_index - b.day_index) })),
    externalIds: [],
    abilities: {
      view: true,
      edit: true,
      submit: true,
      return: false,
      finalize: false,
      reopen: false,
      editContentReview: true,
      sync: false,
      leaveFeedback: false,
      ...over.abilities,
    },
    steps: [],
    elements: {},
  };
}

export const REF_LOOKUPS = {
  deliveryMethods: [],
  agendaTypes: [],
  lmsTypes: [],
  knowledgeLevels: [
    { id: 1, name: 'Basic' },
    { id: 2, name: 'Intermediate' },
  ],
  fieldsOfStudy: [
    { id: 1, name: 'Accounting', subject_short_name: 'ACC' },
    { id: 20, name: 'Taxes', subject_short_name: 'TAX' },
  ],
  timezones: [],
  states: [
    { id: 5, code: 'CA', name: 'California', country_code: 'US' },
    { id: 33, code: 'NY', name: 'New York', country_code: 'US' },
  ],
  countries: [],
};

/** The firm's internal people, as GET /api/persons/search finds them (person-search-stub.ts). */
export const PEOPLE = [
  { id: 2, name: 'Ada Admin' },
  { id: 4, name: 'Ian Instructor' },
  { id: 5, name: 'Cora Coordinator' },
];

export const COURSE_LOOKUPS = {
  moduleTypes: [
    { id: 1, name: 'Presentation' },
    { id: 2, name: 'Case Study' },
    { id: 7, name: 'Lunch' },
  ],
  programQualifications: [
    { id: 1, name: 'NASBA Registry', needs_jurisdiction: false },
    { id: 5, name: 'State Board of Accountancy', needs_jurisdiction: true },
  ],
  contactRoles: [],
  externalIdTypes: [],
};

export const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

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
  const course = useQuery({ queryKey: ['course', id], queryFn: () => api<CourseResponse>('GET', `/course/${id}`) });
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
