import { biographyState } from '@cpe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadBiography } from '../support/factories/people.ts';
import { as, startTestServer, type TestServer } from '../support/test-server.ts';

/** Biographies (none, valid or expired): upload, expiry after the tenant's months, one extension per upload. */
let server: TestServer;
const DAY = 24 * 60;

beforeAll(async () => {
  server = await startTestServer({ start: new Date('2026-11-21T12:00:00Z') });
});
afterAll(() => server.close());

describe('biography', () => {
  it('is uploaded by its person, expires after the biography months, and is extended once', async () => {
    let erin = await server.login('external.learner');
    expect((await as(server, erin)('GET', `/api/docs/person/${erin.personId}`)).body).toEqual([]);
    const upload = await uploadBiography(server, erin, erin.personId);
    expect(upload).toMatchObject({ status: 201, body: { message: 'Document Successfully Uploaded' } });
    const [bio] = (await as(server, erin)('GET', `/api/docs/person/${erin.personId}`)).body;
    expect(bio).toMatchObject({ doc_name: 'bio.pdf', expiration_date: '2028-11-21', is_expired: 0, link: `/api/docs/download/${bio.id}` });
    const file = await as(server, erin)('GET', bio.link);
    expect(file.body).toBe('%PDF-1.4 biography');

    server.clock.advanceMinutes(40 * DAY);
    erin = await server.login('external.learner');
    const names = { in_first_name: 'Erin', in_last_name: 'External' };
    const extended = await as(server, erin)('PUT', `/api/external-user/update/${erin.personId}`, {
      body: { ...names, in_extend_biography: true },
    });
    expect(extended.status).toBe(200);
    expect((await as(server, erin)('GET', `/api/docs/person/${erin.personId}`)).body[0].expiration_date).toBe('2028-12-31');
    const again = await as(server, erin)('PUT', `/api/external-user/update/${erin.personId}`, {
      body: { ...names, in_extend_biography: true },
    });
    expect(again.status).toBe(409);

    server.clock.advanceMinutes(800 * DAY);
    erin = await server.login('external.learner');
    expect((await as(server, erin)('GET', `/api/docs/person/${erin.personId}`)).body[0].is_expired).toBe(1);
  });

  it('cannot be extended without one, nor read or written by another person', async () => {
    const lee = await server.login('learner');
    const ada = await server.login('admin');
    const names = { in_first_name: 'Lee', in_last_name: 'Learner' };
    expect(
      (await as(server, lee)('PUT', `/api/external-user/update/${lee.personId}`, { body: { ...names, in_extend_biography: true } })).status,
    ).toBe(409);
    expect((await as(server, lee)('GET', `/api/docs/person/${ada.personId}`)).status).toBe(403);
    expect((await uploadBiography(server, lee, ada.personId)).status).toBe(404);
    // An administrator of internal users may upload for them.
    expect((await uploadBiography(server, ada, lee.personId)).status).toBe(201);
    expect((await as(server, ada)('GET', `/api/docs/person/${lee.personId}`)).body).toHaveLength(1);
    const acme = await server.login('admin', 'acme');
    expect((await as(server, acme)('GET', `/api/docs/person/${lee.personId}`)).status).toBe(404);
  });

  it('saved without a file records the INVALID marker: no file, state none, nothing to extend, until a file is saved', async () => {
    const coord = await server.login('coordinator');
    expect((await uploadBiography(server, coord, coord.personId)).status).toBe(201);
    const saveWithoutFile = async (file?: string) => {
      const form = new FormData();
      form.append('attachment_type_id', '11');
      form.append('in_people_id', String(coord.personId));
      // The spec's screen sends the text INVALID in place of a file; a form may also leave the field out.
      if (file !== undefined) form.append('file', file);
      const res = await fetch(`${server.url}/api/docs/class`, {
        method: 'POST',
        headers: { subdomain_name: coord.tenant, authorization: `Bearer ${coord.token}`, user_id: String(coord.personId) },
        body: form,
      });
      return { status: res.status, body: (await res.json()) as { id: number; message: string } };
    };
    for (const file of [undefined, 'INVALID']) {
      const marker = await saveWithoutFile(file);
      expect(marker).toMatchObject({ status: 201, body: { message: 'User Settings successfully updated!' } });
      const list = (await as(server, coord)('GET', `/api/docs/person/${coord.personId}`)).body;
      expect(list[0]).toEqual({
        id: marker.body.id,
        doc_name: 'INVALID',
        status: 'INVALID',
        expiration_date: null,
        is_expired: 0,
        link: null,
      });
      expect(biographyState(list)).toBe('none');
      // The earlier file is still listed and readable; the marker has nothing to download.
      expect(list.at(-1)).toMatchObject({ status: 'VALID', doc_name: 'bio.pdf' });
      expect((await as(server, coord)('GET', `/api/docs/download/${marker.body.id}`)).status).toBe(404);
    }
    const names = { in_first_name: 'Cora', in_last_name: 'Coordinator' };
    const extend = await as(server, coord)('PUT', `/api/external-user/update/${coord.personId}`, {
      body: { ...names, in_extend_biography: true },
    });
    expect(extend.status).toBe(409);
    expect((await uploadBiography(server, coord, coord.personId)).status).toBe(201);
    expect(biographyState((await as(server, coord)('GET', `/api/docs/person/${coord.personId}`)).body)).toBe('valid');
  });
});
