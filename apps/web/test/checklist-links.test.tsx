import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ApprovalChecklist } from '../src/components/record/ApprovalChecklist.tsx';
import { classFixLink } from '../src/features/classes/workspace/class-steps.ts';
import { courseFixLink } from '../src/features/courses/workspace/course-steps.ts';
import { makeClass } from './support/fixtures/classes.ts';
import { makeCourse } from './support/fixtures/courses.ts';

afterEach(cleanup);

describe('a failing checklist row links to the step that fixes it', () => {
  it('course: the enabled step named like the section', () => {
    const course = makeCourse();
    course.steps = [
      { step: 'agenda', title: 'Agenda Details', path: 'agenda', enabled: true },
      { step: 'cpe', title: 'CPE Information', path: 'cpe', enabled: false },
    ] as typeof course.steps;
    expect(courseFixLink(course, 'Agenda Details')).toEqual({ to: '/course/7/agenda', step: 'Agenda Details' });
    expect(courseFixLink(course, 'CPE Information')).toBeNull();
    expect(courseFixLink(course, 'No Such Section')).toBeNull();

    render(
      <MemoryRouter>
        <ApprovalChecklist
          caption="Approval checklist"
          fixLink={(section) => courseFixLink(course, section)}
          checks={[
            { section: 'Course Details', validation_status: 'PASS', message: '' },
            { section: 'Agenda Details', validation_status: 'FAIL', message: 'The agenda needs at least one module.' },
            { section: 'CPE Information', validation_status: 'FAIL', message: 'A US-CPE course must earn CPE credits.' },
          ]}
        />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table', { name: 'Approval checklist' });
    const links = within(table).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Go to Agenda Details', '/course/7/agenda']]);
    expect(within(table).getByTestId('check-Agenda Details').textContent).toBe('FAIL');
    expect(within(table).getByTestId('check-Agenda Details').getAttribute('data-tone')).toBe('error');
    expect(screen.getByRole('region', { name: 'Approval checklist' }).tabIndex).toBe(0);
  });

  it("class: the step of each section, and the course's agenda for an unfinalized agenda", () => {
    const cls = makeClass({ summary: { id: 12, course_id: 7 } });
    expect(classFixLink(cls, 'Attendance')).toEqual({ to: '/class/12/roster', step: 'Roster' });
    expect(classFixLink(cls, 'Monitors')).toEqual({ to: '/class/12/contacts', step: 'Contacts' });
    expect(classFixLink(cls, 'Class Details')).toEqual({ to: '/class/12', step: 'Class Details' });
    expect(classFixLink(cls, 'Agenda')).toEqual({ to: '/course/7/agenda', step: 'the course agenda' });
    expect(classFixLink(cls, 'Passed Approval')).toBeNull();
    const noRoster = makeClass({ steps: makeClass().steps.map((s) => (s.step === 'roster' ? { ...s, state: 'disabled' as const } : s)) });
    expect(classFixLink(noRoster, 'Roster')).toBeNull();

    render(
      <MemoryRouter>
        <ApprovalChecklist
          caption="Approval checklist"
          fixLink={(section) => classFixLink(cls, section)}
          checks={[
            { section: 'Roster', validation_status: 'PASS', message: 'The roster has learners.' },
            { section: 'Attendance', validation_status: 'FAIL', message: '2 learner(s) have no attendance recorded for every class day.' },
            { section: 'Passed Approval', validation_status: 'FAIL', message: '' },
          ]}
        />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Go to Roster to fix Attendance' });
    expect(link.getAttribute('href')).toBe('/class/12/roster');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it("adds the summary row the checklist rule asks for: 'Passed Approval' or 'Approval Checklist', FAIL when any section fails", () => {
    const { rerender } = render(
      <ApprovalChecklist
        caption="Certification checklist"
        summaryRow="Passed Approval"
        checks={[
          { section: 'Roster', validation_status: 'PASS' },
          { section: 'Passed Approval', validation_status: 'PASS' },
        ]}
      />,
    );
    expect(screen.getAllByTestId(/^check-/).map((c) => [c.dataset.testid, c.textContent])).toEqual([
      ['check-Roster', 'PASS'],
      ['check-Passed Approval', 'PASS'],
    ]);
    rerender(
      <ApprovalChecklist
        caption="Vended content checklist"
        summaryRow="Approval Checklist"
        checks={[
          { section: 'Details', validation_status: 'PASS' },
          { section: 'Agenda', validation_status: 'FAIL' },
        ]}
      />,
    );
    expect(screen.getByTestId('check-Approval Checklist').textContent).toBe('FAIL');
  });
});
