import { CLASS_MESSAGES } from '@cpe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIG_CLASS, DEMO_CLASSES } from '../../src/seed/demo-classes.ts';
import { seedDemoData } from '../../src/seed/seed.ts';
import { createClass, dayFromToday, uploadClassDocument } from '../support/factories/classes.ts';
import { courseIdByTitle, createCourse, finalizedUsCpeGroupLive } from '../support/factories/courses.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/**
 * The class itself through the API (its statuses and the class calls): creation, the header and
 * Class Details, voiding, and the demo seed's classes. Contacts, segments, the checklist,
 * search and tenancy are in classes-contacts-search.test.ts.
 */
let server: TestServer;
let admin: Session;
let coordinator: Session;
let instructor: Session;
let learner: Session;

beforeAll(async () => {
  ({ server, admin, coordinator, instructor, learner } = await startSignedIn());
});
afterAll(() => server?.close());

describe('creating a class', () => {
  it('numbers the days by date, starts on the first, and generates a code per class or per day', async () => {
    const call = as(server, coordinator);
    const id = await createClass(call, {
      class_title: 'Ordered days',
      days: [
        { date: dayFromToday(12), start_time: '13:00', end_time: '16:30' },
        { date: dayFromToday(10), start_time: '09:00', end_time: '12:00' },
      ],
    });
    const res = await call('GET', `/api/class/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.classSummary.days).toEqual([
      expect.objectContaining({ day: 1, date: dayFromToday(10), start_time: '09:00', end_time: '12:00' }),
      expect.objectContaining({ day: 2, date: dayFromToday(12), start_time: '13:00', end_time: '16:30' }),
    ]);
    expect(res.body.classSummary.start_date).toBe(dayFromToday(10));
    expect(res.body.classSummary.attendance_codes).toBe(1);
    const daily = await createClass(call, { daily_attendance_codes: true });
    const { rows } = await server.db.asOwner((tx) =>
      tx.query<{ day: number; attendance_code: string; source_name: string }>(
        'SELECT day, attendance_code, source_name FROM attendance_codes WHERE class_id = $1 ORDER BY day',
        [daily],
      ),
    );
    expect(rows.map((r) => r.day)).toEqual([1, 2]);
    for (const r of rows) {
      expect(r.attendance_code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
      expect(r.source_name).toBe('CPE Admin');
    }
    const history = await call('GET', `/api/class/history/${id}`);
    expect(history.body).toEqual([expect.objectContaining({ action: 'Created', to_status: 'Uncertified' })]);
  });

  it('refuses a course whose agenda is not finalized, repeated dates, and days that end before they start', async () => {
    const call = as(server, admin);
    const day = (start: string, end: string, offset = 3) => ({ date: dayFromToday(offset), start_time: start, end_time: end });
    const post = (course_id: number, days: unknown[], timezone = 'America/New_York', who = call) =>
      who('POST', '/api/class', { body: { course_id, class_title: 'Refused', timezone, days } });
    const blocked = await post(await createCourse(call, { title: 'Not yet final' }), [day('09:00', '10:00')]);
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe(CLASS_MESSAGES.agendaNotFinalized);
    const course = await courseIdByTitle(call);
    const twice = await post(course, [day('09:00', '10:00'), day('11:00', '12:00')]);
    expect(twice.status).toBe(400);
    expect(twice.body.errors[0].field).toBe('body.days.1.date');
    expect((await post(course, [day('10:00', '09:00')])).status).toBe(400);
    expect((await post(course, [day('09:00', '10:00')], 'Mars/Olympus')).status).toBe(409);
    expect((await post(course, [day('09:00', '10:00')], 'UTC', as(server, learner))).status).toBe(403);
  });
});

describe('the class header', () => {
  it('answers the class header (title, status, delivery, facility, codes…) with abilities, steps and no warnings', async () => {
    const id = await createClass(as(server, admin), { class_title: 'Header class', facility: 'Room 4' });
    const res = await as(server, coordinator)('GET', `/api/class/${id}`);
    expect(res.body.classSummary).toMatchObject({
      class_title: 'Header class',
      status: 'Uncertified',
      is_editable: 1,
      agenda_type: 'Training Hours',
      course_delivery_method: 'Group Live',
      delivery_method: 'Group Live',
      delivery_method_object: null,
      delivered_virtually: 0,
      facility: 'Room 4',
      timezone_data: { timezone: 'America/New_York' },
      is_course_finalized: 1,
      is_tenant_sponsor: 1,
      roster_count: 0,
      irs_ce_info: { is_irs_ce: false, irs_program_number: null },
    });
    expect(res.body.abilities).toMatchObject({ edit: true, void: true, certify: true, sync: true, certifyLabel: 'Certify' });
    const steps = res.body.steps.map((s: { step: string }) => s.step).join(' ');
    expect(steps).toBe('details agenda contacts roster credits documentation background approval audit');
    expect(res.body.steps.every((s: { state: string }) => s.state === 'enabled')).toBe(true);
    expect(res.body.detailsWarning).toBeNull();
    expect(res.body.actionBlocked).toBeNull();
    expect((await as(server, learner)('GET', `/api/class/${id}`)).status).toBe(403);
  });

  it('warns until a class of a Group Live & Group Internet agenda chooses its delivery method', async () => {
    const id = await createClass(as(server, admin), { course_id: await finalizedUsCpeGroupLive(server, admin, instructor, 3) });
    expect((await as(server, admin)('GET', `/api/class/${id}`)).body.detailsWarning).toBe(CLASS_MESSAGES.deliveryMethodRequired);
    await as(server, admin)('PUT', `/api/class/${id}`, { body: { in_title: 'Chosen', in_delivery_method_id: 2 } });
    const after = (await as(server, admin)('GET', `/api/class/${id}`)).body;
    expect([after.detailsWarning, after.classSummary.delivery_method_object]).toEqual([null, { id: 2 }]);
  });

  it('edits Class Details and moves the days with a new start date', async () => {
    const call = as(server, coordinator);
    const id = await createClass(call);
    const res = await call('PUT', `/api/class/${id}`, {
      body: {
        in_title: 'Renamed class',
        in_location: 'Boston',
        in_timezone: 'America/Chicago',
        in_start_date: dayFromToday(20),
        in_is_online: 1,
      },
    });
    expect(res.status).toBe(200);
    const after = (await call('GET', `/api/class/${id}`)).body.classSummary;
    expect(after).toMatchObject({ class_title: 'Renamed class', location: 'Boston', timezone_data: { timezone: 'America/Chicago' } });
    expect(after.days.map((d: { date: string }) => d.date)).toEqual([dayFromToday(20), dayFromToday(21)]);
    const empty = await call('PUT', `/api/class/${id}`, { body: { in_title: ' ' } });
    expect(empty.status).toBe(400);
    expect((await call('PUT', `/api/class/${id}`, { body: { in_title: 'x', in_delivery_method_id: 999 } })).status).toBe(409);
  });

  it('switches a VIRTUAL facility to delivered virtually: reported on read, saved on write', async () => {
    const call = as(server, admin);
    const created = await createClass(call, { facility: 'virtual' });
    expect((await call('GET', `/api/class/${created}`)).body.classSummary.delivered_virtually).toBe(1);
    const id = await createClass(call, { facility: 'Room 1' });
    await server.db.asOwner((tx) => tx.query("UPDATE classes SET facility = 'VIRTUAL', delivered_virtually = false WHERE id = $1", [id]));
    expect((await call('GET', `/api/class/${id}`)).body.classSummary.delivered_virtually).toBe(1);
    await call('PUT', `/api/class/${id}`, { body: { in_title: 'Virtual now' } });
    const { rows } = await server.db.asOwner((tx) => tx.query('SELECT delivered_virtually FROM classes WHERE id = $1', [id]));
    expect(rows).toEqual([{ delivered_virtually: true }]);
  });
});

describe('voiding', () => {
  it('voids an Uncertified class once (CLS054); afterwards every step is off and every write is 403', async () => {
    const id = await createClass(as(server, admin));
    expect((await as(server, instructor)('PUT', `/api/class/${id}`, { body: { in_void_class: true } })).status).toBe(403);
    const call = as(server, coordinator);
    const res = await call('PUT', `/api/class/${id}`, { body: { in_void_class: true } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(CLASS_MESSAGES.classVoided);
    const after = (await call('GET', `/api/class/${id}`)).body;
    expect(after.classSummary.status).toBe('Voided');
    expect(after.abilities).toMatchObject({ edit: false, void: false, certify: false, sync: false });
    expect(after.steps.every((s: { state: string }) => s.state !== 'enabled')).toBe(true);
    const writes: [string, string, unknown][] = [
      ['PUT', `/api/class/${id}`, { in_void_class: true }],
      ['PUT', `/api/class/${id}`, { in_title: 'Back to life' }],
      ['POST', `/api/class/staff/${id}`, { person_id: admin.personId, role_id: 20 }],
      ['PUT', `/api/class/instructor/${id}`, { person_ids: [admin.personId] }],
    ];
    for (const [method, path, body] of writes)
      expect((await as(server, admin)(method, path, { body })).status, `${method} ${path}`).toBe(403);
    expect((await uploadClassDocument(server, admin, id)).status).toBe(403);
    const history = (await call('GET', `/api/class/history/${id}`)).body;
    expect(history[0]).toMatchObject({ action: 'Voided', from_status: 'Uncertified', to_status: 'Voided' });
  });
});

describe('demo classes', () => {
  it('seeds classes in every status with codes live and expired, and one class of 2,000 learners in demo only', async () => {
    const counts = async () =>
      (
        await server.db.asOwner((tx) =>
          tx.query<{ subdomain: string; status: string; n: number; roster: number }>(
            `SELECT t.subdomain, k.status, count(*)::int AS n, max((SELECT count(*) FROM class_roster r WHERE r.class_id = k.id))::int AS roster
               FROM classes k JOIN tenants t ON t.id = k.tenant_id
              WHERE k.class_title = ANY($1::text[])
              GROUP BY t.subdomain, k.status ORDER BY 1, 2`,
            [[...DEMO_CLASSES.map((c) => c.title), BIG_CLASS.title]],
          ),
        )
      ).rows;
    const before = await counts();
    expect(before.filter((r) => r.subdomain === 'acme').map((r) => r.status)).toEqual(['Certified', 'Uncertified', 'Voided']);
    expect(Math.max(...before.filter((r) => r.subdomain === 'demo').map((r) => r.roster))).toBe(2000);
    expect(Math.max(...before.filter((r) => r.subdomain === 'acme').map((r) => r.roster))).toBeLessThan(10);
    const codes = await server.db.asOwner((tx) =>
      tx.query<{ expired: boolean }>(
        "SELECT DISTINCT a.expiration_date <= now() AS expired FROM attendance_codes a JOIN tenants t ON t.id = a.tenant_id WHERE t.subdomain = 'acme'",
      ),
    );
    expect(codes.rows.map((r) => r.expired).sort()).toEqual([false, true]);
    await seedDemoData(server.db);
    expect(await counts()).toEqual(before);
  });
});
