import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ClassAgendaStep from '../../src/features/classes/agenda/ClassAgendaStep.tsx';
import { stubFetch } from '../support/fetch-stub.ts';
import { makeClass } from '../support/fixtures/classes.ts';
import { renderClassStep } from '../support/render.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const person = (person_id: number, name: string, preferred: boolean) => ({ person_id, name, preferred, total_credits: 0, credits: [] });

/** The class's instructors as GET /class/instructor/{id} lists them: preferred ones, and who teaches the agenda's modules. */
function serveInstructors(instructors: ReturnType<typeof person>[]) {
  return stubFetch((call) => {
    if (call.path === '/api/class/12') return { status: 200, body: makeClass() };
    if (call.path === '/api/class/instructor/12')
      return call.method === 'PUT' ? { status: 200, body: { message: 'Instructors saved' } } : { status: 200, body: instructors };
    if (call.path === '/api/class-modules/12' || call.path === '/api/class/segments/12') return { status: 200, body: [] };
  });
}

/** The chips of the Instructors picker: the people shown as the class's instructors. */
const chosen = () =>
  [
    ...(screen.getByRole('combobox', { name: 'Instructors' }).closest('.MuiAutocomplete-root')?.querySelectorAll('.MuiChip-label') ?? []),
  ].map((chip) => chip.textContent);

describe('Class Agenda: the preferred instructors', { timeout: 20_000 }, () => {
  it("shows as saved only the class's preferred instructors; the agenda's module instructors are offered, saved only by Save", async () => {
    const calls = serveInstructors([person(4, 'Ian Instructor', false), person(5, 'Cora Coordinator', true)]);
    renderClassStep(ClassAgendaStep);
    await screen.findByRole('combobox', { name: 'Instructors' });
    // Ian teaches a module of the course but is not an instructor of the class: not a chip of the picker.
    expect(chosen()).toEqual(['Cora Coordinator']);
    expect(screen.getByText('Teaching modules of the agenda: Ian Instructor')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save instructors' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Add them as instructors' }));
    expect(chosen()).toEqual(['Cora Coordinator', 'Ian Instructor']);
    expect(screen.getByRole('status').textContent).toBe('Not saved yet: Save instructors to keep this list.');
    fireEvent.click(screen.getByRole('button', { name: 'Save instructors' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT')).toEqual([
        { method: 'PUT', path: '/api/class/instructor/12', body: { person_ids: [5, 4] } },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('read-only, names the preferred instructors only', async () => {
    stubFetch((call) => {
      if (call.path === '/api/class/12') return { status: 200, body: makeClass({ abilities: { edit: false } }) };
      if (call.path === '/api/class/instructor/12') return { status: 200, body: [person(4, 'Ian Instructor', false)] };
      if (call.path === '/api/class-modules/12' || call.path === '/api/class/segments/12') return { status: 200, body: [] };
    });
    renderClassStep(ClassAgendaStep);
    expect(await screen.findByText('No instructors assigned.')).toBeTruthy();
    expect(screen.getByText('Teaching modules of the agenda: Ian Instructor')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add them as instructors' })).toBeNull();
  });
});
