import type { FeedbackItem } from '@cpe/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { StepList } from '../../src/components/record/StepList.tsx';
import { courseStepItems, courseSubpage, stepAt } from '../../src/features/courses/workspace/course-steps.ts';
import { routeByName } from '../../src/lib/routes/route-table.ts';
import { LAYOUTS } from '../../src/lib/shell/layout-config.ts';
import { layoutStepItems } from '../../src/lib/shell/step-items.ts';

const STEPS = [
  { step: 'details', title: 'Course Details', path: '', enabled: true },
  { step: 'cpe', title: 'CPE Information', path: 'cpe', enabled: true },
  { step: 'agenda', title: 'Agenda Details', path: 'agenda', enabled: true },
  { step: 'irs', title: 'IRS CE Information', path: 'irs', enabled: false },
  { step: 'custom', title: 'Custom', path: 'nowhere', enabled: true },
  { step: 'approval', title: 'Approval', path: 'approval', enabled: true },
];

const fb = (page: string, resolved: 0 | 1): FeedbackItem => ({ page_identifier: page, is_resolved: resolved });
const FEEDBACK = [fb('Agenda Details', 0), fb('Agenda Details', 1), fb('Course Details', 1)];

afterEach(cleanup);

describe('course step items (step menus, status icons from unresolved feedback)', () => {
  const items = courseStepItems(STEPS, FEEDBACK, 7, 'agenda');
  const byKey = (key: string) => items.find((i) => i.key === key);

  it('links each step to its subpage of the course, in the configured order', () => {
    expect(items.map((i) => i.key)).toEqual(['details', 'cpe', 'agenda', 'irs', 'custom', 'approval']);
    expect(byKey('details')?.to).toBe('/course/7');
    expect(byKey('agenda')?.to).toBe('/course/7/agenda');
  });

  it('takes enabled from the server and disables a step without a route', () => {
    expect(byKey('irs')).toMatchObject({ enabled: false, to: '/course/7/irs' });
    expect(byKey('custom')).toMatchObject({ enabled: false, to: null });
    expect(byKey('cpe')?.enabled).toBe(true);
  });

  it('offers IRS CE Workflow and Class Details where the page configuration enables them', () => {
    const configured = [
      ...STEPS,
      { step: 'irsworkflow', title: 'IRS CE Workflow', path: 'irsworkflow', enabled: true },
      { step: 'classes', title: 'Class Details', path: 'classes', enabled: true },
    ];
    const offered = courseStepItems(configured, [], 7, 'irsworkflow');
    expect(offered.find((i) => i.key === 'irsworkflow')).toMatchObject({
      label: 'IRS CE Workflow',
      to: '/course/7/irsworkflow',
      enabled: true,
      selected: true,
    });
    expect(offered.find((i) => i.key === 'classes')).toMatchObject({ label: 'Class Details', to: '/course/7/classes', enabled: true });
    const off = courseStepItems([{ step: 'irsworkflow', title: 'IRS CE Workflow', path: 'irsworkflow', enabled: false }], [], 7, '');
    expect(off[0]).toMatchObject({ enabled: false, to: '/course/7/irsworkflow' });
  });

  it('gives the red triangle while feedback is open, the green check when all is resolved, else nothing', () => {
    expect(byKey('agenda')?.status).toBe('unresolved');
    expect(byKey('details')?.status).toBe('resolved');
    expect(byKey('cpe')?.status).toBe('none');
    expect(byKey('approval')?.status).toBe('none');
  });

  it('selects the step of the current subpage', () => {
    expect(items.filter((i) => i.selected).map((i) => i.key)).toEqual(['agenda']);
    expect(courseSubpage('course-id')).toBe('');
    expect(courseSubpage('course-id-contentreview')).toBe('contentreview');
    expect(stepAt(STEPS, '')?.step).toBe('details');
  });
});

describe('StepList', () => {
  it('renders enabled steps as links with their icons and disabled steps as no links', () => {
    render(
      <MemoryRouter>
        <StepList items={courseStepItems(STEPS, FEEDBACK, 7, 'agenda')} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Steps' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/course/7', '/course/7/cpe', '/course/7/agenda', '/course/7/approval']);
    const agenda = within(nav).getByRole('link', { name: /^Agenda Details/ });
    expect(agenda.getAttribute('aria-current')).toBe('page');
    expect(within(agenda).getByTestId('step-unresolved')).toBeTruthy();
    expect(within(within(nav).getByRole('link', { name: /^Course Details/ })).getByTestId('step-resolved')).toBeTruthy();
    const irs = within(nav).getByTestId('step-irs');
    expect(irs.getAttribute('aria-disabled')).toBe('true');
    expect(irs.getAttribute('href')).toBeNull();
  });

  it('renders nothing without steps', () => {
    const { container } = render(
      <MemoryRouter>
        <StepList items={[]} />
      </MemoryRouter>,
    );
    expect(container.textContent).toBe('');
  });

  it('keeps the fixed steps of the other layouts (class), all enabled', () => {
    const route = routeByName('class-id-roster');
    if (!route) throw new Error('no class-id-roster route');
    const items = layoutStepItems(route, LAYOUTS.class.steps ?? [], '12', [fb('Agenda Details', 0)]);
    expect(items.find((i) => i.selected)?.label).toBe('Roster');
    expect(items.find((i) => i.label === 'Agenda Details')).toMatchObject({ to: '/class/12/agenda', status: 'unresolved', enabled: true });
    expect(items.every((i) => i.enabled)).toBe(true);
  });
});
