import { MESSAGES } from '@cpe/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PersonRolesStep from '../../src/features/roles/person/PersonRolesStep.tsx';
import RolesScreen from '../../src/features/roles/roles/RolesScreen.tsx';
import { configureApi } from '../../src/lib/api-client.ts';
import { type Call, type Reply, stubFetch, urlOf, writes } from '../support/fetch-stub.ts';
import { renderWithClient } from '../support/render.tsx';

const role = (id: number, role_name: string, is_system_role: boolean, permissions: string[] = [], holder_count = 0) => ({
  id,
  role_name,
  is_system_role,
  permissions,
  holder_count,
});
const ROLES = [role(2, 'Admin', true, ['HPT013', 'HPT014'], 1), role(1001, 'Content Reviewer', false, ['CRS053'], 2)];

let calls: Call[];
let rolesReply: Reply;

beforeEach(() => {
  configureApi({ token: () => 'tok', userId: () => 2, onLoginRequired: () => {} });
  rolesReply = { status: 200, body: { allRoles: ROLES } };
  calls = stubFetch((call) => {
    const path = urlOf(call).pathname;
    if (path === '/api/roles' && call.method === 'GET') return rolesReply;
    if (call.method !== 'GET') return { status: 200, body: { message: 'Content Reviewer role removed' } };
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const showRoles = () =>
  renderWithClient(
    <MemoryRouter>
      <RolesScreen />
    </MemoryRouter>,
  );

describe('/roles', () => {
  it('lists system roles and the others separately, with codes and holders; only the others can be renamed or deleted', async () => {
    showRoles();
    const system = await screen.findByRole('table', { name: 'System roles' });
    const other = screen.getByRole('table', { name: 'Other roles' });
    expect(within(system).getByRole('row', { name: /^Admin HPT013, HPT014 1/ })).toBeTruthy();
    expect(within(other).getByRole('row', { name: /^Content Reviewer CRS053 2/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rename of Admin' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Rename of Content Reviewer' })).toBeTruthy();
  });

  it("shows 'No roles found' as an error when the server says so", async () => {
    rolesReply = { status: 404, body: { message: MESSAGES.noRolesFound, code: 'NOT_FOUND' } };
    showRoles();
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.noRolesFound);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows 'No roles found' for an empty list and for a failed load", async () => {
    rolesReply = { status: 200, body: { allRoles: [] } };
    const first = showRoles();
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.noRolesFound);
    first.unmount();
    rolesReply = { status: 503, body: { message: 'Database unavailable', code: 'UNAVAILABLE' } };
    showRoles();
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.noRolesFound);
  });
});

const person = (editRoles: boolean) =>
  ({
    id: 77,
    person_type: 'external',
    roles: [{ id: 1001, role_name: 'Content Reviewer', is_system_role: false }],
    permissions: ['CRS053'],
    abilities: { view: true, editProfile: editRoles, editRoles, merge: false, editJurisdictions: false, editDocuments: true },
  }) as never;

describe("a person's Roles and Permissions page", () => {
  it('shows the roles and the codes they give, read-only without editRoles', () => {
    renderWithClient(<PersonRolesStep person={person(false)} />);
    expect(screen.getByRole('table', { name: 'Roles' }).textContent).toContain('Content Reviewer');
    expect(screen.getByRole('table', { name: 'Permission codes' }).textContent).toContain('view Finalized courses');
    expect(screen.queryByRole('button', { name: /Remove role/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add role' })).toBeNull();
  });

  it('with editRoles removes a role through DELETE /roles/{id}/people/{personId}', async () => {
    renderWithClient(<PersonRolesStep person={person(true)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove role Content Reviewer' }));
    await waitFor(() => expect(writes(calls).map((c) => `${c.method} ${urlOf(c).pathname}`)).toEqual(['DELETE /api/roles/1001/people/77']));
    expect(await screen.findByText('Content Reviewer role removed')).toBeTruthy();
  });
});
