import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadBiography } from '../support/factories/people.ts';
import { insertPeople, type MadePerson } from '../support/factories/user-search.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/** A person's Documentation page (ADR 0028): every document of the person, biographies with their expiry, and other documents. */
let server: TestServer;
let admin: Session;
let learner: Session;
let acmeAdmin: Session;
let person: MadePerson;

beforeAll(async () => {
  ({ server, admin, learner, acmeAdmin } = await startSignedIn());
  [person] = (await insertPeople(server, [{ type: 'external', first: 'Doc', last: 'Holder', displayId: 'DOC-1' }])) as [MadePerson];
});
afterAll(() => server?.close());

async function uploadOther(s: Session, personId: number, typeId: string, file = true): Promise<{ status: number; body: any }> {
  const form = new FormData();
  form.append('attachment_type_id', typeId);
  form.append('in_people_id', String(personId));
  if (file) form.append('file', new Blob(['%PDF-1.4 license'], { type: 'application/pdf' }), 'license.pdf');
  const res = await fetch(`${server.url}/api/docs/class`, {
    method: 'POST',
    headers: { subdomain_name: s.tenant, authorization: `Bearer ${s.token}`, user_id: String(s.personId) },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

type Docs = { attachmentTypes: { id: number; name: string }[]; documents: Record<string, unknown>[] };
const list = async (s: Session, id: number) => {
  const res = await as(server, s)('GET', `/api/docs/person/${id}/all`);
  return { status: res.status, body: res.body as Docs };
};

describe('person documents', () => {
  it('lists the biography with its expiry and the other documents, newest first, with the person attachment types', async () => {
    const empty = await list(admin, person.id);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({
      attachmentTypes: [
        { id: 11, name: 'Biography' },
        { id: 12, name: 'Professional License' },
        { id: 13, name: 'Certificate' },
        { id: 14, name: 'Other Document' },
      ],
      documents: [],
    });
    expect((await uploadBiography(server, admin, person.id, 'bio.pdf')).status).toBe(201);
    const other = await uploadOther(admin, person.id, '12');
    expect(other).toMatchObject({ status: 201, body: { message: 'Document Successfully Uploaded' } });
    const { documents } = (await list(admin, person.id)).body;
    expect(documents.map((d) => [d.doc_name, d.attachment_type])).toEqual([
      ['license.pdf', 'Professional License'],
      ['bio.pdf', 'Biography'],
    ]);
    expect(documents[0]).toMatchObject({
      expiration_date: null,
      is_expired: 0,
      status: 'VALID',
      link: `/api/docs/download/${other.body.id}`,
    });
    // The demo tenant's biographies last 24 months.
    const bio = documents[1] as { expiration_date: string; is_expired: number; link: string };
    expect(bio.expiration_date.slice(0, 4)).toBe(String(new Date().getUTCFullYear() + 2));
    expect(bio.is_expired).toBe(0);
    const file = await fetch(`${server.url}${String(documents[0]?.link)}`, {
      headers: { subdomain_name: 'demo', authorization: `Bearer ${admin.token}`, user_id: String(admin.personId) },
    });
    expect(await file.text()).toBe('%PDF-1.4 license');
    // The biography list of User Settings still holds only biographies.
    const bios = await as(server, admin)('GET', `/api/docs/person/${person.id}`);
    expect(bios.body.map((d: { doc_name: string }) => d.doc_name)).toEqual(['bio.pdf']);
  });

  it('flags an expired biography', async () => {
    await server.db.asOwner((tx) =>
      tx.query(`UPDATE documents SET expiration_date = current_date - 1 WHERE person_id = $1 AND attachment_type_id = 11`, [person.id]),
    );
    const bio = (await list(admin, person.id)).body.documents.find((d) => d.attachment_type_id === 11);
    expect(bio?.is_expired).toBe(1);
  });

  it('refuses a course attachment type, a missing file, another person, and another tenant', async () => {
    const course = await uploadOther(admin, person.id, '5');
    expect(course.status).toBe(400);
    expect(course.body.errors[0].field).toBe('body.attachment_type_id');
    const noFile = await uploadOther(admin, person.id, '13', false);
    expect(noFile.status).toBe(400);
    expect(noFile.body.errors[0].field).toBe('body.file');
    expect((await list(learner, person.id)).status).toBe(403);
    expect((await uploadOther(learner, person.id, '13')).status).toBe(404);
    expect((await list(learner, learner.personId)).status).toBe(200);
    expect((await list(acmeAdmin, person.id)).status).toBe(404);
    expect((await uploadOther(acmeAdmin, person.id, '13')).status).toBe(404);
  });
});
