import { type ClassResponse, classElementStates } from '@cpe/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import AlertBar from '../src/app/shell/AlertBar.tsx';
import type { RosterResponse, RosterRowData } from '../src/features/classes/roster/roster-api.ts';

/** One call to the stubbed fetch, with its body parsed. */
export interface Call {
  method: string;
  path: string;
  body: unknown;
}
export type Reply = { status: number; body: unknown };

/** fetch answering from `respond`; an unexpected call gets a 500 so that a test sees it. */
export function stubFetch(respond: (call: Call) => Reply | undefined): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      const call: Call = { method: init.method ?? 'GET', path: input, body };
      calls.push(call);
      const reply = respond(call) ?? { status: 500, body: { message: 'unexpected call' } };
      return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

export const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET');

export function makeClass(
  over: { abilities?: Partial<ClassResponse['abilities']>; actionBlocked?: string | null; timezone?: string } = {},
): ClassResponse {
  return {
    classSummary: {
      id: 7,
      course_id: 3,
      class_title: 'Ethics for Tax Professionals, March',
      status: 'Uncertified',
      is_editable: 1,
      agenda_type: 'US-CPE',
      agenda_type_id: 1,
      delivery_method: 'Group Live',
      delivery_method_object: { id: 1 },
      course_delivery_method: 'Group Live',
      course_delivery_method_id: 1,
      delivered_virtually: 0,
      facility: 'Head Office',
      location: 'New York',
      timezone_data: { timezone: over.timezone ?? 'America/New_York' },
      attendance_codes: 1,
      daily_attendance_codes: 0,
      cq_duration: 480,
      sponsor: null,
      focus_code: null,
      lms_id: null,
      alternate_id: null,
      is_course_finalized: 1,
      is_tenant_sponsor: 1,
      roster_count: 3,
      cpe_calc_method: null,
      irs_ce_info: { is_irs_ce: false, irs_program_number: null },
      days: [
        {
          day: 1,
          date: '2026-03-02',
          start_time: '09:00',
          end_time: '17:00',
          starts_at: '2026-03-02T14:00:00.000Z',
          ends_at: '2026-03-02T22:00:00.000Z',
        },
        {
          day: 2,
          date: '2026-03-03',
          start_time: '09:00',
          end_time: '12:00',
          starts_at: '2026-03-03T14:00:00.000Z',
          ends_at: '2026-03-03T17:00:00.000Z',
        },
      ],
      start_date: '2026-03-02',
    },
    abilities: {
      edit: true,
      markAttendance: true,
      sync: false,
      autoSync: false,
      void: false,
      certify: false,
      certifyLabel: 'Certify',
      editCodeExpiry: true,
      seeCodes: true,
      ...over.abilities,
    },
    steps: [],
    detailsWarning: null,
    actionBlocked: over.actionBlocked ?? null,
    elements: classElementStates(
      [],
      { agendaTypeId: 1, deliveryMethodId: 2 },
      { edit: true, certify: false, editCodeExpiry: true, ...over.abilities },
    ),
  };
}

const DATES = ['2026-03-02', '2026-03-03'];

export function learner(
  id: number,
  name: string,
  days: Record<string, [0 | 1, { id: number; startAt: string; returnedAt: string }[]?]> = {},
): RosterRowData {
  return {
    person_id: 100 + id,
    class_roster_id: id,
    name,
    email_address: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
    is_external_learner: 0,
    roster_add_method_id: 1,
    credits: [{ credits: 2.5, subject_area: { subject_short_name: 'TAX' } }],
    days: Object.fromEntries(
      DATES.map((date, i) => [date, { attendedDay: days[date]?.[0] ?? 0, missedTimes: days[date]?.[1] ?? [], day: i + 1 }]),
    ),
  };
}

export function makeRoster(roster: RosterRowData[], reasons: RosterResponse['limitationReasonsObj'] = {}): RosterResponse {
  return {
    roster,
    days: DATES,
    dayTimes: [
      { date: DATES[0] ?? '', day: 1, start_time: '09:00:00', end_time: '17:00:00' },
      { date: DATES[1] ?? '', day: 2, start_time: '09:00:00', end_time: '12:00:00' },
    ],
    limitationReasonsObj: reasons,
  };
}

export const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

export function renderWithClient(ui: ReactNode, client = newQueryClient()) {
  return render(
    <QueryClientProvider client={client}>
      {ui}
      <AlertBar />
    </QueryClientProvider>,
  );
}
