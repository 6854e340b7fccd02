import { type AgendaModule, type CourseResponse, MODULE_TIME_MESSAGES, normalizeAgenda } from '@cpe/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AgendaStep from '../src/features/courses/agenda/AgendaStep.tsx';
import { alertStore } from '../src/lib/shell/alert-store.ts';
import { type Call, stubFetch } from './support/fetch-stub.ts';
import { COURSE_LOOKUPS, courseWithModules, makeModule, REF_LOOKUPS } from './support/fixtures/courses.ts';
import { renderLoadedStep, renderStep } from './support/render.tsx';

// Day 1: Circular 230 (09:00–10:40), Independence (10:40–11:30); Day 2: Case studies (09:00–10:15).
const demoModules = () => [
  makeModule({ module_id: 11, day: 1, day_index: 1, title: 'Circular 230', start_time: '09:00', end_time: '10:40' }),
  makeModule({ module_id: 12, day: 1, day_index: 2, title: 'Independence', start_time: '10:40', end_time: '11:30' }),
  makeModule({ module_id: 13, day: 2, day_index: 1, title: 'Case studies', start_time: '09:00', end_time: '10:15' }),
];

/** A tiny server: the course's modules, lookups, order and module writes. */
function serve(modules: AgendaModule[], opts: { orderStatus?: number } = {}) {
  let state = modules;
  const calls = stubFetch((call: Call) => {
    if (call.path === '/api/ref/lookups') return { status: 200, body: REF_LOOKUPS };
    if (call.path === '/api/course/lookups') return { status: 200, body: COURSE_LOOKUPS };
    if (call.path === '/api/course/1' && call.method === 'GET') return { status: 200, body: courseWithModules(state) };
    if (call.path === '/api/agendas/order/1') {
      if (opts.orderStatus) return { status: opts.orderStatus, body: { message: 'The agenda changed meanwhile.', code: 'CONFLICT' } };
      const order = (call.body as { modules: { module_id: number; day: number; day_index: number }[] }).modules;
      state = state.map((m) => ({ ...m, ...order.find((o) => o.module_id === m.module_id) }));
      return { status: 200, body: { message: 'Agenda order saved' } };
    }
    if (call.path === '/api/agendas/module/remove/13') {
      state = normalizeAgenda(state.filter((m) => m.module_id !== 13));
      return { status: 200, body: { message: 'Module removed' } };
    }
    if (call.path === '/api/agendas/module/12') return { status: 200, body: { message: 'Module saved' } };
    if (call.path === '/api/agendas/module/1' && call.method === 'POST') {
      const b = call.body as AgendaModule & { allocations: { field_of_study_id: number; percent: number }[] };
      const dayIndex = state.filter((m) => m.day === b.day).length + 1;
      const added = makeModule({
        ...b,
        module_id: 99,
        day_index: dayIndex,
        allocations: b.allocations.map((a) => ({ ...a, name: 'Taxes' })),
      });
      state = normalizeAgenda([...state, added]);
      return { status: 201, body: { id: 99 } };
    }
  });
  return { calls, orders: () => calls.filter((c) => c.path === '/api/agendas/order/1').map((c) => c.body) };
}

const card = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('li') as HTMLElement;
const dayOf = (title: string) => card(title).closest('section')?.getAttribute('data-day');
const total = () => screen.getByTestId('credits-total').textContent;

beforeEach(() => alertStore.set(null));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Agenda builder: keyboard moves', () => {
  it('Move down on the last module of day 1 sends it to the top of day 2 and saves the whole order', async () => {
    const server = serve(demoModules());
    renderStep(AgendaStep, courseWithModules(demoModules()));
    fireEvent.click(screen.getByRole('button', { name: 'Move down Independence' }));
    // Optimistic: on screen at once.
    expect(dayOf('Independence')).toBe('2');
    await waitFor(() => expect(server.orders()).toHaveLength(1));
    expect(server.orders()[0]).toEqual({
      modules: [
        { module_id: 11, day: 1, day_index: 1 },
        { module_id: 12, day: 2, day_index: 1 },
        { module_id: 13, day: 2, day_index: 2 },
      ],
    });
    expect(screen.getByText('Independence moved to Day 2, position 1.')).toBeTruthy();
  });

  it('Move up on the only module of day 2 empties the day, which is removed', async () => {
    const server = serve(demoModules());
    renderStep(AgendaStep, courseWithModules(demoModules()));
    fireEvent.click(screen.getByRole('button', { name: 'Move up Case studies' }));
    await waitFor(() => expect(server.orders()).toHaveLength(1));
    expect(server.orders()[0]).toEqual({
      modules: [
        { module_id: 11, day: 1, day_index: 1 },
        { module_id: 12, day: 1, day_index: 2 },
        { module_id: 13, day: 1, day_index: 3 },
      ],
    });
    expect(screen.queryByRole('heading', { level: 2, name: 'Day 2' })).toBeNull();
  });

  it('swaps within a day and keeps the focus on the moved module', async () => {
    const server = serve(demoModules());
    renderStep(AgendaStep, courseWithModules(demoModules()));
    const up = screen.getByRole('button', { name: 'Move up Independence' });
    up.focus();
    fireEvent.click(up);
    await waitFor(() => expect(server.orders()).toHaveLength(1));
    expect(server.orders()[0]).toMatchObject({
      modules: [{ module_id: 12, day: 1, day_index: 1 }, { module_id: 11, day: 1, day_index: 2 }, {}],
    });
    // Now first of day 1, it cannot go further up: focus lands on its Move down.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move down Independence' }));
    expect(screen.getByRole('button', { name: 'Move up Independence' })).toHaveProperty('disabled', true);
  });

  it('rolls the order back and alerts when saving fails', async () => {
    serve(demoModules(), { orderStatus: 409 });
    renderStep(AgendaStep, courseWithModules(demoModules()));
    fireEvent.click(screen.getByRole('button', { name: 'Move down Independence' }));
    expect(dayOf('Independence')).toBe('2');
    expect(await screen.findByText('The agenda changed meanwhile.')).toBeTruthy();
    expect(alertStore.get()?.severity).toBe('error');
    expect(dayOf('Independence')).toBe('1');
  });

  it('updates the cached course optimistically and refetches it once saved', async () => {
    const server = serve(demoModules());
    const { client } = renderLoadedStep(AgendaStep);
    fireEvent.click(await screen.findByRole('button', { name: 'Move down Independence' }));
    const cached = client.getQueryData<CourseResponse>(['course', 1]);
    expect(cached?.agenda.map((d) => d.modules.map((m) => m.module_id))).toEqual([[11], [12, 13]]);
    await waitFor(() => expect(server.calls.filter((c) => c.path === '/api/course/1')).toHaveLength(2));
    expect(dayOf('Independence')).toBe('2');
  });

  it('offers no moves or edits without the edit ability', () => {
    serve(demoModules());
    renderStep(AgendaStep, courseWithModules(demoModules(), { abilities: { edit: false } }));
    expect(screen.queryByRole('button', { name: /^Move/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Add module/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Case studies' })).toBeTruthy();
  });
});

describe('Agenda builder: module details', () => {
  it('shows a module’s type, level, times, allocation, people and its feedback notes', () => {
    serve([]);
    const feedback = (id: number, note: string, resolved: 0 | 1) => ({
      id,
      feedback_id: id,
      page_identifier: 'Agenda Details',
      field_identifier: 'module:1',
      is_resolved: resolved,
      feedback_note: note,
      Submitter: 'Rita Reviewer',
      feedback_on: '2026-01-02',
      resolved_on: null,
      Resolver: null,
      resolution_note: null,
    });
    const module = makeModule({
      module_id: 1,
      day: 1,
      day_index: 1,
      title: 'State conformity',
      start_time: '10:50:00',
      end_time: '12:00:00',
      allocations: [
        { field_of_study_id: 20, percent: 60, name: 'Taxes' },
        { field_of_study_id: 1, percent: 40, name: 'Accounting' },
      ],
      developer_name: 'Ada Admin',
      instructors: [{ person_id: 4, name: 'Ian Instructor' }],
      feedback: [feedback(1, 'Add a knowledge check.', 0), feedback(2, 'Fix the title.', 1)],
    });
    renderStep(AgendaStep, courseWithModules([module]));
    const c = within(card('State conformity'));
    expect(c.getByText('10:50 – 12:00')).toBeTruthy();
    expect(c.getByText('Module type: Presentation · Knowledge level: Basic')).toBeTruthy();
    expect(c.getByText('Fields of study: Taxes 60%, Accounting 40%')).toBeTruthy();
    expect(c.getByText('Developer: Ada Admin · Instructors: Ian Instructor')).toBeTruthy();
    expect(c.getByText('Credit qualified')).toBeTruthy();
    expect(c.getByText('Feedback: 2 (1 open)')).toBeTruthy();
    expect(c.getByText('Open: Add a knowledge check. (Rita Reviewer)')).toBeTruthy();
  });
});

describe('Agenda builder: module time check', () => {
  it('shows the overlap messages inline on both modules', () => {
    serve([]);
    const modules = [
      makeModule({ module_id: 1, day: 1, day_index: 1, title: 'First', start_time: '09:00', end_time: '10:00' }),
      makeModule({ module_id: 2, day: 1, day_index: 2, title: 'Second', start_time: '09:30', end_time: '10:30' }),
    ];
    renderStep(AgendaStep, courseWithModules(modules));
    expect(within(card('First')).getByText(MODULE_TIME_MESSAGES[2])).toBeTruthy();
    expect(within(card('Second')).getByText(MODULE_TIME_MESSAGES[1])).toBeTruthy();
  });

  it('clears them when a move separates the modules', async () => {
    serve([]);
    const modules = [
      makeModule({ module_id: 1, day: 1, day_index: 1, title: 'First', start_time: '09:00', end_time: '10:00' }),
      makeModule({ module_id: 2, day: 1, day_index: 2, title: 'Second', start_time: '09:30', end_time: '10:30' }),
    ];
    renderStep(AgendaStep, courseWithModules(modules));
    fireEvent.click(screen.getByRole('button', { name: 'Move down Second' }));
    expect(screen.queryByText(MODULE_TIME_MESSAGES[1])).toBeNull();
    expect(screen.queryByText(MODULE_TIME_MESSAGES[2])).toBeNull();
  });
});

describe('Agenda builder: credits total and the module dialog', () => {
  it('shows the computed total and updates it after a module is added', async () => {
    const server = serve(demoModules());
    renderLoadedStep(AgendaStep);
    // 100 + 50 + 75 minutes of Group Live: 225 / 50 = 4.5, rounded down to fifths: 4.4 credits.
    await waitFor(() => expect(total()).toBe('4.4'));
    fireEvent.click(await screen.findByRole('button', { name: 'Add module to Day 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add module to Day 2' });
    const field = (label: RegExp) => within(dialog).getByLabelText(label);
    // The new module starts when the day's last one ends.
    expect((field(/^Start Time/) as HTMLInputElement).value).toBe('10:15');
    fireEvent.change(field(/^Title/), { target: { value: 'Independence rules' } });
    fireEvent.change(field(/^End Time/), { target: { value: '11:05' } });
    fireEvent.change(field(/^Field of study 1/), { target: { value: '20' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = server.calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      title: 'Independence rules',
      day: 2,
      start_time: '10:15',
      end_time: '11:05',
      is_credit_qualified: true,
      allocations: [{ field_of_study_id: 20, percent: 100 }],
    });
    // 225 + 50 minutes: 5.4 credits (rounded down to fifths).
    await waitFor(() => expect(total()).toBe('5.4'));
    expect(alertStore.get()?.message).toBe('Module added');
  });

  it('edits a module without its day, and removes one after a confirmation', async () => {
    const server = serve(demoModules());
    renderLoadedStep(AgendaStep);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Independence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit module: Independence' });
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Independence rules' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(server.calls.find((c) => c.path === '/api/agendas/module/12')).toBeTruthy());
    const body = server.calls.find((c) => c.path === '/api/agendas/module/12')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'Independence rules',
      start_time: '10:40',
      end_time: '11:30',
      allocations: [{ field_of_study_id: 20, percent: 100 }],
    });
    expect(body).not.toHaveProperty('day');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Remove Case studies' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove module' });
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' }));
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' })));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'Day 2' })).toBeNull());
    expect(server.calls.find((c) => c.path === '/api/agendas/module/remove/13')?.method).toBe('PUT');
    expect(total()).toBe('3.0');
  });

  it('does not ask a non-credit module (Lunch) for a field of study, and saves it without one', async () => {
    const server = serve(demoModules());
    renderLoadedStep(AgendaStep);
    fireEvent.click(await screen.findByRole('button', { name: 'Add module to Day 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add module to Day 2' });
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Lunch' } });
    fireEvent.change(within(dialog).getByLabelText(/^Module Type/), { target: { value: '7' } });
    expect(within(dialog).getByLabelText(/^Field of study 1/)).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('Credit qualified'));
    expect(within(dialog).queryByLabelText(/^Field of study/)).toBeNull();
    expect(within(dialog).queryByRole('group', { name: 'Fields of study' })).toBeNull();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      title: 'Lunch',
      module_type_id: 7,
      is_credit_qualified: false,
      allocations: [],
    });
  });

  it('says Required. and checks times and allocations before saving', async () => {
    const server = serve(demoModules());
    renderStep(AgendaStep, courseWithModules(demoModules()));
    fireEvent.click(screen.getByRole('button', { name: 'Add module on a new day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add module on a new day (Day 3)' });
    fireEvent.change(within(dialog).getByLabelText(/^Start Time/), { target: { value: '11:00' } });
    fireEvent.change(within(dialog).getByLabelText(/^End Time/), { target: { value: '10:00' } });
    fireEvent.change(within(dialog).getByLabelText(/^Percent 1/), { target: { value: '60' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    expect(within(dialog).getAllByText('Required.')).toHaveLength(2); // title and field of study
    expect(within(dialog).getByText('The end time must be after the start time.')).toBeTruthy();
    expect(within(dialog).getByText('Field of study allocations must add up to 100%.')).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
