import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedItem, createVendedItem, createVendor, makeApprovable, uniqueVendorName } from '../support/factories/vended-content.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/** Vendors, vended items, Draft-only edits, the checklist and approval, completions (VCP001). */
let server: TestServer;
let admin: Session;
let instructor: Session;
let coordinator: Session;
let learner: Session;
let acmeAdmin: Session;

beforeAll(async () => {
  ({ server, admin, instructor, coordinator, learner, acmeAdmin } = await startSignedIn());
});
afterAll(() => server?.close());

describe('vendors', () => {
  it('VCP001 adds, renames, deactivates; a duplicate name (any case) is a 409 naming it', async () => {
    const call = as(server, admin);
    const name = uniqueVendorName('Northwind');
    const id = await createVendor(call, { name, contact_name: 'Nora', email_address: 'nora@northwind.example.com' });
    const dup = await call('POST', '/api/vendors', { body: { name: name.toUpperCase() } });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(`A vendor named "${name}" already exists.`);
    const other = await createVendor(call);
    expect((await call('PUT', `/api/vendors/${other}`, { body: { name } })).status).toBe(409);
    expect((await call('PUT', `/api/vendors/${id}`, { body: { name: `${name} Ltd`, is_active: false, phone: '555-0100' } })).status).toBe(
      200,
    );
    const listed = (await call('GET', '/api/vendors')).body.find((v: { id: number }) => v.id === id);
    expect(listed).toMatchObject({ name: `${name} Ltd`, is_active: false, phone: '555-0100', contact_name: 'Nora', item_count: 0 });
  });

  it('bad input is a 400 naming the field; only VCP001 manages vendors; course staff may list them', async () => {
    const call = as(server, admin);
    const bad = await call('POST', '/api/vendors', { body: { name: 'Bad mail', email_address: 'not-an-address' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toEqual({ field: 'body.email_address', message: 'Invalid e-mail.' });
    expect((await call('POST', '/api/vendors', { body: { name: '  ' } })).status).toBe(400);
    expect((await as(server, instructor)('POST', '/api/vendors', { body: { name: uniqueVendorName() } })).status).toBe(403);
    expect((await as(server, instructor)('GET', '/api/vendors')).status).toBe(200);
    expect((await as(server, learner)('GET', '/api/vendors')).status).toBe(403);
    const id = await createVendor(call);
    expect((await as(server, acmeAdmin)('PUT', `/api/vendors/${id}`, { body: { name: 'Taken over' } })).status).toBe(404);
    expect((await as(server, acmeAdmin)('GET', '/api/vendors')).body.some((v: { id: number }) => v.id === id)).toBe(false);
  });
});

describe('vended items', () => {
  it('is created in Draft with its vendor, delivery class and an Owner; GET /course/vendedcontent/{id} answers vendors, header, checklist, contacts and external ids', async () => {
    const call = as(server, admin);
    const vendorId = await createVendor(call);
    const id = await createVendedItem(call, vendorId, 'Created item');
    const res = await call('GET', `/api/course/vendedcontent/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.header).toMatchObject({ id, title: 'Created item', vendor_id: vendorId, course_status: 'Draft', approved_on: null });
    expect(res.body.header.class_id).toEqual(expect.any(Number));
    expect(res.body.vendors.some((v: { id: number }) => v.id === vendorId)).toBe(true);
    expect(res.body.contacts.map((c: { contact_role: string }) => c.contact_role)).toEqual(['Owner']);
    expect(res.body.externalIds).toEqual([]);
    expect(res.body.course.courseHeader.id).toBe(id);
    expect(res.body.course.steps.map((s: { step: string }) => s.step)).toEqual([
      'details',
      'cpe',
      'agenda',
      'nasba',
      'roster',
      'approval',
      'version',
      'audit',
    ]);
    expect(res.body.abilities).toMatchObject({ view: true, edit: true, approve: true, recordCompletion: false, manageVendors: true });
    expect((await as(server, learner)('GET', `/api/course/vendedcontent/${id}`)).status).toBe(403);
    expect((await as(server, acmeAdmin)('GET', `/api/course/vendedcontent/${id}`)).status).toBe(404);
  });

  it("refuses another firm's vendor, an inactive vendor and unknown lookups with a 400 naming the field", async () => {
    const acmeVendor = await createVendor(as(server, acmeAdmin));
    const call = as(server, admin);
    const foreign = await call('POST', '/api/vendedcontent', { body: { title: 'X', vendor_id: acmeVendor } });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors[0].field).toBe('body.vendor_id');
    const inactive = await createVendor(call);
    await call('PUT', `/api/vendors/${inactive}`, { body: { is_active: false } });
    expect((await call('POST', '/api/vendedcontent', { body: { title: 'X', vendor_id: inactive } })).status).toBe(400);
    const vendorId = await createVendor(call);
    const lookup = await call('POST', '/api/vendedcontent', { body: { title: 'X', vendor_id: vendorId, agenda_type_id: 999999 } });
    expect(lookup.status).toBe(400);
    expect(lookup.body.errors[0].field).toBe('body.agenda_type_id');
    expect((await as(server, instructor)('POST', '/api/vendedcontent', { body: { title: 'X', vendor_id: vendorId } })).status).toBe(403);
    // A course id is not a vended item.
    const course = (await call('POST', '/api/course', { body: { title: 'Plain course' } })).body.id;
    expect((await call('GET', `/api/course/vendedcontent/${course}`)).status).toBe(404);
  });

  it('is edited in Draft only, and names its vendor', async () => {
    const { id } = await approvedItem(server, admin, 'Edited after approval');
    const call = as(server, admin);
    const refused = await call('PUT', `/api/vendedcontent/${id}`, { body: { title: 'Changed' } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You may not edit a vended content in status Approved.');
    const draft = await createVendedItem(call, await createVendor(call));
    const other = await createVendor(call);
    const ok = await call('PUT', `/api/vendedcontent/${draft}`, { body: { title: 'Renamed', vendor_id: other, objectives: 'Learn.' } });
    expect(ok.status).toBe(200);
    const header = (await call('GET', `/api/course/vendedcontent/${draft}`)).body.header;
    expect(header).toMatchObject({ title: 'Renamed', vendor_id: other, objectives: 'Learn.' });
    expect((await as(server, instructor)('PUT', `/api/vendedcontent/${draft}`, { body: { title: 'No' } })).status).toBe(403);
    expect((await call('PUT', `/api/vendedcontent/${draft}`, { body: { title: '' } })).status).toBe(400);
  });
});

describe('checklist and approval', () => {
  it("refuses approval while a section fails, with the 'Approval Checklist' row FAIL; approves once all pass", async () => {
    const call = as(server, admin);
    const id = await createVendedItem(call, await createVendor(call), 'To approve');
    const before = (await call('GET', `/api/course/vendedcontent/${id}`)).body;
    expect(before.approvalChecklistValid).toBe(false);
    expect(before.checklist.at(-1)).toEqual({ section: 'Approval Checklist', validation_status: 'FAIL', message: '' });
    expect(before.checklist.map((c: { section: string }) => c.section)).toContain('Vendor');
    expect(before.checklist.map((c: { section: string }) => c.section)).not.toContain('Content Review');
    const refused = await call('PUT', `/api/vendedcontent/approve/${id}`, { body: {} });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^The vended item cannot be approved: .*Agenda Details: The agenda needs at least one module\./);

    await makeApprovable(call, id);
    const ready = (await call('GET', `/api/course/vendedcontent/${id}`)).body;
    expect(ready.checklist.filter((c: { validation_status: string }) => c.validation_status === 'FAIL')).toEqual([]);
    expect(ready.approvalChecklistValid).toBe(true);
    expect((await as(server, instructor)('PUT', `/api/vendedcontent/approve/${id}`, { body: {} })).status).toBe(403);
    const approved = await call('PUT', `/api/vendedcontent/approve/${id}`, { body: { comment: 'Vendor content checked' } });
    expect(approved.body).toEqual({ message: 'Vended content approved', course_status: 'Approved' });
    const after = (await call('GET', `/api/course/vendedcontent/${id}`)).body;
    expect(after.header.course_status).toBe('Approved');
    expect(after.header.approved_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(after.abilities).toMatchObject({ edit: false, approve: false, recordCompletion: true });
    expect((await call('PUT', `/api/vendedcontent/approve/${id}`, { body: {} })).status).toBe(403);
    const history = (await call('GET', `/api/course/workflow-history/${id}`)).body;
    expect(history[0]).toMatchObject({ action: 'approve', from_status: 'Draft', to_status: 'Approved', comment: 'Vendor content checked' });
    const versions = (await call('GET', `/api/course/versions/${id}`)).body;
    expect(versions).toHaveLength(1);
    expect(versions[0].snapshot).toMatchObject({ details: { title: 'To approve', course_status: 'Approved' } });
    expect(typeof versions[0].snapshot.vendor).toBe('string');
  });

  it('an inactive vendor fails the Vendor section', async () => {
    const call = as(server, admin);
    const vendorId = await createVendor(call);
    const id = await createVendedItem(call, vendorId);
    await makeApprovable(call, id);
    await call('PUT', `/api/vendors/${vendorId}`, { body: { is_active: false } });
    const body = (await call('GET', `/api/course/vendedcontent/${id}`)).body;
    expect(body.checklist.find((c: { section: string }) => c.section === 'Vendor')).toMatchObject({ validation_status: 'FAIL' });
    expect(body.approvalChecklistValid).toBe(false);
    // The picker still shows the item's own vendor, marked inactive.
    expect(body.vendors.find((v: { id: number }) => v.id === vendorId)).toMatchObject({ is_active: false });
  });
});

describe('roster and completions', () => {
  it('a completion puts the learner on the roster and writes their transcript; again updates it', async () => {
    const { id } = await approvedItem(server, admin, 'Completed item');
    const call = as(server, admin);
    const res = await call('POST', `/api/vendedcontent/completion/${id}`, {
      body: { person_id: learner.personId, completed_on: '2026-01-15' },
    });
    expect(res.status).toBe(200);
    expect(res.body.credits).toEqual([{ field_of_study_id: 20, credits: 2 }]);
    // A coordinator runs classes: they record completions too, without editing the item.
    const again = await as(server, coordinator)('POST', `/api/vendedcontent/completion/${id}`, {
      body: { person_id: learner.personId, completed_on: '2026-01-20' },
    });
    expect(again.status).toBe(200);
    const roster = (await call('GET', `/api/vendedcontent/roster/${id}`)).body;
    expect(roster).toEqual([
      expect.objectContaining({ person_id: learner.personId, name: 'Lee Learner', completed_on: '2026-01-20', credits: 2 }),
    ]);
    expect(roster[0].email_address).toMatch(/@/);
    const transcripts = await server.db.asOwner((tx) =>
      tx.query<{ credits: string; completed_on: string }>(
        "SELECT credits::text, to_char(completed_on, 'YYYY-MM-DD') AS completed_on FROM transcripts WHERE course_id = $1",
        [id],
      ),
    );
    expect(transcripts.rows).toEqual([{ credits: '2.0', completed_on: '2026-01-20' }]);
  });

  it('refuses a Draft item (409), a learner (403), a future date or an unknown person (400)', async () => {
    const call = as(server, admin);
    const draft = await createVendedItem(call, await createVendor(call));
    const body = { person_id: learner.personId, completed_on: '2026-01-15' };
    const refused = await call('POST', `/api/vendedcontent/completion/${draft}`, { body });
    expect(refused.status).toBe(409);
    const { id } = await approvedItem(server, admin);
    expect((await as(server, learner)('POST', `/api/vendedcontent/completion/${id}`, { body })).status).toBe(403);
    expect((await as(server, learner)('GET', `/api/vendedcontent/roster/${id}`)).status).toBe(403);
    const future = await call('POST', `/api/vendedcontent/completion/${id}`, { body: { ...body, completed_on: '2999-01-01' } });
    expect(future.body.errors[0].field).toBe('body.completed_on');
    const nobody = await call('POST', `/api/vendedcontent/completion/${id}`, { body: { ...body, person_id: acmeAdmin.personId } });
    expect(nobody.status).toBe(400);
    expect(nobody.body.errors[0].field).toBe('body.person_id');
    expect((await call('POST', `/api/vendedcontent/completion/${id}`, { body: { ...body, completed_on: '2026-02-30' } })).status).toBe(400);
  });
});
