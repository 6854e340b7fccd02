import { CLASS_MESSAGES, type CourseResponse } from '@cpe/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ClassesStep from '../../src/features/classes/course-classes/ClassesStep.tsx';
import CreditSummaryStep from '../../src/features/classes/credits/CreditSummaryStep.tsx';
import ClassDetailsStep from '../../src/features/classes/details/ClassDetailsStep.tsx';
import { sessionStore } from '../../src/lib/session/session-store.ts';
import { type Call, stubFetch } from '../support/fetch-stub.ts';
import { makeClass } from '../support/fixtures/classes.ts';
import { makeCourse } from '../support/fixtures/courses.ts';
import { makeUser } from '../support/fixtures/users.ts';
import { newQueryClient, renderClassStep } from '../support/render.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.set({ token: null, user: null, sessionTime: null, personAccountStatus: null });
});

const classRow = (id: number, status: string) => ({
  id,
  class_title: `Class ${id}`,
  status,
  course_id: 7,
  course_title: 'Ethics',
  start_date: '2026-11-20',
  end_date: '2026-11-21',
  timezone: 'America/New_York',
  lms_id: null,
  alternate_id: null,
  roster_count: 4,
});

function renderClasses(course: CourseResponse) {
  render(
    <QueryClientProvider client={newQueryClient()}>
      <MemoryRouter>
        <ClassesStep course={course} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("a course's Classes step", () => {
  it('lists the classes of GET /course/classes/{id}, each linking to its class, with New class for CLS046 on a Finalized course', async () => {
    stubFetch((call) =>
      call.path === '/api/course/classes/7' ? { status: 200, body: [classRow(12, 'Uncertified'), classRow(13, 'Voided')] } : undefined,
    );
    sessionStore.set({ token: 'tok', user: makeUser({ permissions: ['CLS046'] }), sessionTime: null, personAccountStatus: null });
    renderClasses(makeCourse({ header: { course_status: 'Finalized' } }));
    const table = await screen.findByRole('table', { name: 'Classes of the course' });
    expect(
      within(table)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/class/12', '/class/13']);
    expect(within(table).getAllByText('Nov-20-2026 – Nov-21-2026')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'New class' })).toBeTruthy();
  });

  it('offers no New class on a Draft course', async () => {
    stubFetch((call) => (call.path === '/api/course/classes/7' ? { status: 200, body: [] } : undefined));
    sessionStore.set({ token: 'tok', user: makeUser({ permissions: ['CLS046'] }), sessionTime: null, personAccountStatus: null });
    renderClasses(makeCourse());
    expect(await screen.findByText('No classes for this course yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New class' })).toBeNull();
  });

  it('offers New class by the create-class rule (canCreateClass): someone who runs classes, never an instructor', async () => {
    stubFetch((call) => (call.path === '/api/course/classes/7' ? { status: 200, body: [] } : undefined));
    const finalized = makeCourse({ header: { course_status: 'Finalized' } });
    // Certify (CLS032) without CLS046: they run classes, so they may create one, as POST /class allows.
    sessionStore.set({ token: 'tok', user: makeUser({ permissions: ['CLS032'] }), sessionTime: null, personAccountStatus: null });
    renderClasses(finalized);
    expect(await screen.findByRole('button', { name: 'New class' })).toBeTruthy();
    cleanup();
    // The Instructor role's codes: drafting courses (CRS007) does not create classes.
    const instructor = ['CRS007', 'CRS053', 'FIN030', 'HPT005', 'LLP057'];
    sessionStore.set({ token: 'tok', user: makeUser({ permissions: instructor }), sessionTime: null, personAccountStatus: null });
    renderClasses(finalized);
    expect(await screen.findByText('No classes for this course yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New class' })).toBeNull();
  });
});

function serveClass(cls = makeClass()): Call[] {
  return stubFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/class/12') return { status: 200, body: cls };
    if (call.method === 'PUT' && call.path === '/api/class/12') return { status: 200, body: { ok: true } };
    if (call.path === '/api/ref/lookups')
      return { status: 200, body: { timezones: [{ id: 1, name: 'Eastern', timezone: 'America/New_York' }], deliveryMethods: [] } };
  });
}

describe('Class Details step', () => {
  it('shows the Group Live & Group Internet warning and requires the delivery method before saving', async () => {
    const calls = serveClass(
      makeClass({
        summary: { course_delivery_method_id: 3, delivery_method_object: null, delivery_method: null },
        detailsWarning: CLASS_MESSAGES.deliveryMethodRequired,
      }),
    );
    renderClassStep(ClassDetailsStep);
    expect(await screen.findByText(CLASS_MESSAGES.deliveryMethodRequired)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose the delivery method of this class.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Delivery Method/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Group Internet-Based' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ in_delivery_method_id: 1, in_timezone: 'America/New_York' }),
    );
  });

  it('switches a VIRTUAL facility to virtual delivery and saves it once', async () => {
    const calls = serveClass(makeClass({ summary: { facility: 'VIRTUAL', location: 'VIRTUAL' } }));
    renderClassStep(ClassDetailsStep);
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ in_delivered_virtually: 1 });
  });

  it('is read-only without abilities.edit', async () => {
    serveClass(makeClass({ abilities: { edit: false } }));
    renderClassStep(ClassDetailsStep);
    expect(((await screen.findByLabelText(/Class Title/)) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

describe('Credit Summary step', () => {
  it("lists each learner's credits by field of study with the limitation reasons, and the instructors' credits", async () => {
    stubFetch((call) => {
      if (call.path === '/api/class/12') return { status: 200, body: makeClass() };
      if (call.path === '/api/class/roster/12')
        return {
          status: 200,
          body: {
            roster: [
              {
                person_id: 5,
                class_roster_id: 31,
                name: 'Lena Learner',
                email_address: null,
                is_external_learner: 0,
                roster_add_method_id: 1,
                credits: [
                  { credits: 1.5, subject_area: { subject_short_name: 'TAX' } },
                  { credits: 0.5, subject_area: { subject_short_name: 'ACC' } },
                ],
                days: {},
              },
            ],
            days: [],
            dayTimes: [],
            limitationReasonsObj: { '31': [{ kind: 'absent', message: 'Did not attend day 2' }] },
          },
        };
      if (call.path === '/api/class/instructor/12')
        return {
          status: 200,
          body: [
            {
              person_id: 4,
              name: 'Ian Instructor',
              preferred: true,
              total_credits: 2,
              credits: [{ credits: 2, subject_area: { subject_short_name: 'TAX' } }],
            },
          ],
        };
    });
    renderClassStep(CreditSummaryStep);
    const table = await screen.findByRole('table', { name: 'Learner credits' });
    expect(within(table).getByText('TAX 1.5, ACC 0.5')).toBeTruthy();
    expect(within(table).getByText('2.0')).toBeTruthy();
    expect(within(table).getByText('Did not attend day 2')).toBeTruthy();
    const instructors = await screen.findByRole('table', { name: 'Instructor credits' });
    expect(within(instructors).getByText('Ian Instructor (preferred)')).toBeTruthy();
    expect(within(instructors).getByText('TAX 2.0')).toBeTruthy();
  });
});
