import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CourseRosterStep from '../../src/features/courses/roster/CourseRosterStep.tsx';
import { stubFetch } from '../support/fetch-stub.ts';
import { makeCourse } from '../support/fixtures/courses.ts';
import { newQueryClient } from '../support/render.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (id: number, name: string, attended: number) => ({
  class_roster_id: id,
  class_id: 12,
  class_title: 'Winter cohort',
  class_status: 'Uncertified',
  start_date: '2026-11-20',
  person_id: 100 + id,
  name,
  email_address: null,
  attended_days: attended,
  class_days: 2,
});

function renderRoster() {
  render(
    <QueryClientProvider client={newQueryClient()}>
      <MemoryRouter>
        <CourseRosterStep course={makeCourse()} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("a course's Roster step", () => {
  it('lists the learners of the course classes with the days they attended, linking to the class roster', async () => {
    stubFetch((call) =>
      call.path === '/api/course/roster/7' ? { status: 200, body: [row(1, 'Ann Able', 2), row(2, 'Bo Best', 0)] } : undefined,
    );
    renderRoster();
    const table = await screen.findByRole('table', { name: "Learners of the course's classes" });
    expect(within(table).getByText('2 of 2')).toBeTruthy();
    expect(within(table).getByText('0 of 2')).toBeTruthy();
    expect(within(table).getAllByText('----')).toHaveLength(2);
    // Dates follow the display format: the day of the display format.
    expect(within(table).getAllByText('Nov-20-2026')).toHaveLength(2);
    expect(within(table).getAllByRole('link')[0]?.getAttribute('href')).toBe('/class/12/roster');
  });

  it('says when no class of the course has learners', async () => {
    stubFetch((call) => (call.path === '/api/course/roster/7' ? { status: 200, body: [] } : undefined));
    renderRoster();
    expect(await screen.findByText("No learners on the rosters of this course's classes yet.")).toBeTruthy();
  });

  it("shows the server's message when the roster fails to load, and Retry loads it again", async () => {
    let fail = true;
    stubFetch((call) => {
      if (call.path !== '/api/course/roster/7') return undefined;
      return fail ? { status: 500, body: { message: 'Database down' } } : { status: 200, body: [row(1, 'Ann Able', 2)] };
    });
    renderRoster();
    expect((await screen.findByRole('alert')).textContent).toContain('The roster could not be loaded: Database down');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: "Learners of the course's classes" })).toBeTruthy();
  });
});
