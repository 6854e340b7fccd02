import { CLASS_DAY_MESSAGES } from '@cpe/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ClassAgendaStep from '../../src/features/classes/agenda/ClassAgendaStep.tsx';
import ClassDetailsStep from '../../src/features/classes/details/ClassDetailsStep.tsx';
import { NewClassDialog } from '../../src/features/classes/search/NewClassDialog.tsx';
import { type Call, stubFetch } from '../support/fetch-stub.ts';
import { makeClass } from '../support/fixtures/classes.ts';
import { newQueryClient, renderClassStep } from '../support/render.tsx';

/** Every day of the course (ADR 0014): the New class dialog takes them, Class Agenda shows and changes them. */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LOOKUPS = {
  timezones: [
    { id: 1, name: 'Eastern', timezone: 'America/New_York' },
    { id: 2, name: 'Central', timezone: 'America/Chicago' },
  ],
  deliveryMethods: [],
  agendaTypes: [],
  lmsTypes: [],
  knowledgeLevels: [],
  fieldsOfStudy: [],
  states: [],
  countries: [],
};
const TWO_DAYS = {
  course_id: 7,
  title: 'Ethics for Tax Professionals',
  course_status: 'Finalized',
  days: [
    { day: 1, start_time: '09:00', end_time: '10:40' },
    { day: 2, start_time: '09:00', end_time: '10:15' },
  ],
};
const input = (name: string) => screen.getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;

describe('New class dialog', { timeout: 20_000 }, () => {
  function open(): Call[] {
    const calls = stubFetch((call) => {
      if (call.path === '/api/ref/lookups') return { status: 200, body: LOOKUPS };
      if (call.path === '/api/course/class-days/7') return { status: 200, body: TWO_DAYS };
      if (call.method === 'POST' && call.path === '/api/class') return { status: 201, body: { id: 41 } };
    });
    render(
      <QueryClientProvider client={newQueryClient()}>
        <MemoryRouter>
          <NewClassDialog open courseId={7} onClose={() => {}} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    return calls;
  }

  it("takes a day for each day of the course's agenda, the others following the first date, each editable", async () => {
    const calls = open();
    expect(await screen.findByText('Ethics for Tax Professionals: 2 days')).toBeTruthy();
    const dialog = screen.getByRole('dialog', { name: 'New class' });
    expect(within(dialog).getAllByRole('group', { name: /^Day \d$/ })).toHaveLength(2);
    expect(input('Day 2 start').value).toBe('09:00');
    expect(input('Day 2 end').value).toBe('10:15');
    fireEvent.change(screen.getByLabelText(/^Class Title/), { target: { value: 'Ethics — Chicago' } });
    fireEvent.change(input('Day 1 date'), { target: { value: '2027-03-13' } });
    expect(input('Day 2 date').value).toBe('2027-03-14');
    const create = within(dialog).getByRole('button', { name: 'Create class' }) as HTMLButtonElement;
    expect(create.disabled).toBe(false);

    // Day 2 on the same date as day 1 is refused where it is typed.
    fireEvent.change(input('Day 2 date'), { target: { value: '2027-03-13' } });
    expect(within(dialog).getByText(CLASS_DAY_MESSAGES.notAfterPrevious(2))).toBeTruthy();
    expect(create.disabled).toBe(true);
    fireEvent.change(input('Day 2 date'), { target: { value: '2027-03-15' } });
    fireEvent.change(input('Day 2 start'), { target: { value: '08:30' } });
    // Moving day 1 moves day 2 by as much.
    fireEvent.change(input('Day 1 date'), { target: { value: '2027-03-12' } });
    expect(input('Day 2 date').value).toBe('2027-03-14');
    fireEvent.click(create);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      course_id: 7,
      class_title: 'Ethics — Chicago',
      timezone: 'America/New_York',
      facility: null,
      days: [
        { date: '2027-03-12', start_time: '09:00', end_time: '10:40' },
        { date: '2027-03-14', start_time: '08:30', end_time: '10:15' },
      ],
    });
  });
});

describe('Class Agenda: the class days', { timeout: 20_000 }, () => {
  const DAYS = [
    {
      day: 1,
      date: '2027-03-13',
      start_time: '09:00',
      end_time: '17:00',
      starts_at: '2027-03-13T14:00:00.000Z',
      ends_at: '2027-03-13T22:00:00.000Z',
    },
    {
      day: 2,
      date: '2027-03-14',
      start_time: '09:00',
      end_time: '17:00',
      starts_at: '2027-03-14T13:00:00.000Z',
      ends_at: '2027-03-14T21:00:00.000Z',
    },
  ];
  function serve(summary: Parameters<typeof makeClass>[0] = {}): Call[] {
    const cls = makeClass({ ...summary, summary: { days: DAYS, ...summary.summary } });
    return stubFetch((call) => {
      if (call.path === '/api/class/12') return { status: 200, body: cls };
      if (call.path === '/api/class/segments/12' || call.path === '/api/class/instructor/12') return { status: 200, body: [] };
      if (call.path === '/api/class-modules/12')
        return {
          status: 200,
          body: [1, 2].map((day) => ({
            module_id: day,
            day,
            day_index: 1,
            title: `Module ${day}`,
            start_time: '09:00',
            end_time: '10:00',
            is_credit_qualified: true,
            course_instructors: [],
            instructors: [],
          })),
        };
      if (call.method === 'PUT' && call.path === '/api/class/days/12') return { status: 200, body: { message: 'Class days saved' } };
    });
  }

  it('lists every day with its start and end in the display format of the class timezone', async () => {
    serve();
    renderClassStep(ClassAgendaStep);
    const table = await screen.findByRole('table', { name: 'Class days' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'DayStartsEnds',
      'Day 1Mar-13-2027 09:00 AMMar-13-2027 05:00 PM',
      'Day 2Mar-14-2027 09:00 AMMar-14-2027 05:00 PM',
    ]);
    expect(screen.getByText('Times in America/New_York')).toBeTruthy();
  });

  it('changes the days while Uncertified: checks them, keeps the agenda days, and saves them all', async () => {
    const calls = serve();
    renderClassStep(ClassAgendaStep);
    fireEvent.click(await screen.findByRole('button', { name: 'Change days' }));
    const form = screen.getByRole('form', { name: 'Change class days' });
    await waitFor(() => expect((within(form).getByRole('button', { name: 'Remove last day' }) as HTMLButtonElement).disabled).toBe(true));
    fireEvent.change(input('Day 2 end'), { target: { value: '08:00' } });
    expect(within(form).getByText(CLASS_DAY_MESSAGES.endBeforeStart(2))).toBeTruthy();
    expect((within(form).getByRole('button', { name: 'Save days' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input('Day 2 end'), { target: { value: '12:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add day' }));
    expect(input('Day 3 date').value).toBe('2027-03-15');
    fireEvent.click(within(form).getByRole('button', { name: 'Save days' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      days: [
        { date: '2027-03-13', start_time: '09:00', end_time: '17:00' },
        { date: '2027-03-14', start_time: '09:00', end_time: '12:00' },
        { date: '2027-03-15', start_time: '09:00', end_time: '12:00' },
      ],
    });
  });

  it('offers no change once the class is Certified', async () => {
    serve({ summary: { status: 'Certified' } });
    renderClassStep(ClassAgendaStep);
    await screen.findByRole('table', { name: 'Class days' });
    expect(screen.queryByRole('button', { name: 'Change days' })).toBeNull();
  });
});

describe('Class Details: moving the class to another timezone', { timeout: 20_000 }, () => {
  it('says that the times keep their local wall clock, and saves the new zone', async () => {
    const calls = stubFetch((call) => {
      if (call.path === '/api/class/12')
        return call.method === 'GET' ? { status: 200, body: makeClass() } : { status: 200, body: { message: 'Class details saved' } };
      if (call.path === '/api/ref/lookups') return { status: 200, body: LOOKUPS };
    });
    renderClassStep(ClassDetailsStep);
    const zone = await screen.findByRole('combobox', { name: /^Timezone/ });
    expect(screen.queryByText(/keep their local times/)).toBeNull();
    fireEvent.mouseDown(zone);
    fireEvent.click(await screen.findByRole('option', { name: 'Central' }));
    expect(screen.getByText('The class days and the code expiries keep their local times in the new timezone.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ in_timezone: 'America/Chicago' }));
  });
});
