import { CLASS_MESSAGES } from '@cpe/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ContactsStep from '../../src/features/classes/contacts/ContactsStep.tsx';
import { type Call, stubFetch } from '../support/fetch-stub.ts';
import { makeClass } from '../support/fixtures/classes.ts';
import { personSearchReply } from '../support/person-search.ts';
import { renderClassStep } from '../support/render.tsx';

const contact = (id: number, name: string, role_name: string, kind: string) => ({
  class_contact_id: id,
  person_id: id + 100,
  name,
  role_id: id,
  role_name,
  kind,
});

function serve(staff: object, rosterCount = 250): Call[] {
  return stubFetch((call) => {
    if (call.path === '/api/class/12') return { status: 200, body: makeClass({ summary: { roster_count: rosterCount } }) };
    if (call.path === '/api/class/staff/12' && call.method === 'GET') return { status: 200, body: staff };
    if (call.path === '/api/sys-config/tenant-object-roles')
      return { status: 200, body: [{ role_id: 5, role_name: 'Dedicated Attendance Monitor (100:1)', is_system_role: true }] };
    if (call.path.startsWith('/api/persons/search')) return personSearchReply(call.path, []);
    if (call.path === '/api/class/staff/remove/1') return { status: 200, body: { ok: true } };
  });
}

const monitors = (dedicated: number, needed: number) => ({
  monitors: dedicated,
  coordinators: 1,
  dedicated,
  dedicatedNeeded: needed,
  warning: dedicated < needed,
  message: null,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('class Contacts step', () => {
  it('lists contacts by role and warns when there are fewer dedicated monitors than one per 100 learners', async () => {
    serve({
      contacts: [
        contact(1, 'Dana Monitor', 'Dedicated Attendance Monitor (100:1)', 'dedicated-monitor'),
        contact(2, 'Cora Coordinator', 'On-site Coordinator', 'coordinator'),
      ],
      monitors: monitors(1, 3),
      roles: [],
    });
    renderClassStep(ContactsStep);
    expect((await screen.findByTestId('monitor-warning')).textContent).toBe(CLASS_MESSAGES.dedicatedMonitorsShort(3, 1));
    expect(within(screen.getByRole('table', { name: 'On-site Coordinator' })).getByText('Cora Coordinator')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Dedicated Attendance Monitor (100:1)' })).getByText('Dana Monitor')).toBeTruthy();
  });

  it('shows no warning when the ratio is met, and removes a contact with PUT /class/staff/remove/{contactId}', async () => {
    const calls = serve(
      {
        contacts: [contact(1, 'Dana Monitor', 'Dedicated Attendance Monitor (100:1)', 'dedicated-monitor')],
        monitors: monitors(1, 1),
        roles: [],
      },
      80,
    );
    renderClassStep(ContactsStep);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Dana Monitor (Dedicated Attendance Monitor (100:1))' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/class/staff/remove/1')).toBe(true));
    expect(screen.queryByTestId('monitor-warning')).toBeNull();
    expect(screen.getByRole('form', { name: 'Add contact' })).toBeTruthy();
  });
});
