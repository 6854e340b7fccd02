import { type ClassResponse, classElementStates, type ElementConfigRow } from '@cpe/contract';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import AlertBar from '../../src/app/shell/AlertBar.tsx';
import { api } from '../../src/lib/api-client.ts';

const STEPS: ClassResponse['steps'] = [
  { step: 'details', title: 'Class Details', path: '', state: 'enabled' },
  { step: 'agenda', title: 'Agenda Details', path: 'agenda', state: 'enabled' },
  { step: 'contacts', title: 'Contacts', path: 'contacts', state: 'enabled' },
  { step: 'roster', title: 'Roster', path: 'roster', state: 'enabled' },
  { step: 'credits', title: 'Credit Summary', path: 'credits', state: 'enabled' },
  { step: 'documentation', title: 'Documentation', path: 'documentation', state: 'enabled' },
  { step: 'background', title: 'Background', path: 'background', state: 'enabled' },
  { step: 'approval', title: 'Approval', path: 'approval', state: 'enabled' },
  { step: 'audit', title: 'Audit', path: 'audit', state: 'enabled' },
];

/** A class as GET /class/{id} answers it, for the class screens' component tests. */
export function makeClass(
  over: {
    summary?: Partial<ClassResponse['classSummary']>;
    abilities?: Partial<ClassResponse['abilities']>;
    steps?: ClassResponse['steps'];
    actionBlocked?: string | null;
    detailsWarning?: string | null;
    /** The tenant's class element configuration rows (location 'class'); none by default. */
    elementRows?: ElementConfigRow[];
  } = {},
): ClassResponse {
  const abilities: ClassResponse['abilities'] = {
    edit: true,
    markAttendance: true,
    sync: true,
    autoSync: true,
    void: true,
    certify: true,
    certifyLabel: 'Certify',
    editCodeExpiry: true,
    seeCodes: true,
    ...over.abilities,
  };
  return {
    classSummary: {
      id: 12,
      course_id: 7,
      class_title: 'Ethics for Tax Professionals — Boston',
      status: 'Uncertified',
      is_editable: 1,
      agenda_type: 'US-CPE',
      agenda_type_id: 1,
      delivery_method: 'Group Live',
      delivery_method_object: { id: 2 },
      course_delivery_method: 'Group Live',
      course_delivery_method_id: 2,
      delivered_virtually: 0,
      facility: 'Boston Office',
      location: 'Boston Office',
      timezone_data: { timezone: 'America/New_York' },
      attendance_codes: 1,
      daily_attendance_codes: 0,
      cq_duration: 480,
      sponsor: null,
      focus_code: null,
      lms_id: 'SAP-CLS-12',
      alternate_id: null,
      is_course_finalized: 1,
      is_tenant_sponsor: 1,
      roster_count: 3,
      cpe_calc_method: null,
      irs_ce_info: { is_irs_ce: false, irs_program_number: null },
      days: [
        {
          day: 1,
          date: '2026-11-20',
          start_time: '09:00',
          end_time: '17:00',
          starts_at: '2026-11-20T14:00:00.000Z',
          ends_at: '2026-11-20T22:00:00.000Z',
        },
      ],
      start_date: '2026-11-20',
      ...over.summary,
    },
    abilities,
    steps: over.steps ?? STEPS,
    detailsWarning: over.detailsWarning ?? null,
    actionBlocked: over.actionBlocked ?? null,
    elements: classElementStates(over.elementRows ?? [], { agendaTypeId: 1, deliveryMethodId: 2 }, abilities),
  };
}

export const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** Like the workspace: loads ['class', id] with GET /class/{id} and passes it down, so invalidation refetches it. */
function ClassLoader({ id, Step }: { id: number; Step: ComponentType<{ cls: ClassResponse }> }) {
  const cls = useQuery({ queryKey: ['class', id], queryFn: () => api<ClassResponse>('GET', `/class/${id}`) });
  return cls.data ? <Step cls={cls.data} /> : null;
}

/** Renders a class step with the class loaded through GET /class/{id}, and the alert bar. */
export function renderClassStep(Step: ComponentType<{ cls: ClassResponse }>, id = 12, client = newQueryClient()) {
  render(
    <QueryClientProvider client={client}>
      <ClassLoader id={id} Step={Step} />
      <AlertBar />
    </QueryClientProvider>,
  );
  return { client };
}
