import { CLASS_ELEMENTS, type ClassElementId } from '@cpe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certifiableClass, createClass, insertClass } from '../support/factories/classes.ts';
import { finalizedUsCpeGroupLive } from '../support/factories/courses.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/**
 * The element configuration of the class pages (shown, editable, required): the
 * states GET /class/{id} sends, and the same rules enforced by Class Details
 * (PUT /class/{id}), the certify dialog (PUT /class/certify/{id}) and the code expiry
 * (PUT /class/attendance/codes/{id}). The demo seed configures location 'class'.
 */
let server: TestServer;
let admin: Session;
let coordinator: Session;
let instructor: Session;
let usCpeCourse: number;

beforeAll(async () => {
  ({ server, admin, coordinator, instructor } = await startSignedIn());
  usCpeCourse = await finalizedUsCpeGroupLive(server, admin, instructor);
});
afterAll(() => server?.close());

/** Sets one element's row of the demo tenant's class configuration for a course's key. */
async function configure(
  courseId: number,
  elementId: ClassElementId,
  flags: { is_displayed?: boolean; is_required?: boolean; is_editable?: boolean },
) {
  await server.db.asOwner((tx) =>
    tx.query(
      `INSERT INTO element_configs (tenant_id, location, agenda_type_id, delivery_method_id, element_id, label, is_displayed, is_required, is_editable)
       SELECT c.tenant_id, 'class', c.agenda_type_id, c.delivery_method_id, $2, $6, $3, $4, $5 FROM courses c WHERE c.id = $1
       ON CONFLICT (tenant_id, location, agenda_type_id, delivery_method_id, element_id)
       DO UPDATE SET is_displayed = EXCLUDED.is_displayed, is_required = EXCLUDED.is_required, is_editable = EXCLUDED.is_editable`,
      [
        courseId,
        elementId,
        flags.is_displayed ?? true,
        flags.is_required ?? false,
        flags.is_editable ?? true,
        CLASS_ELEMENTS[elementId].label,
      ],
    ),
  );
}

const courseOf = async (classId: number) =>
  (await server.db.asOwner((tx) => tx.query<{ course_id: number }>('SELECT course_id FROM classes WHERE id = $1', [classId]))).rows[0]
    ?.course_id as number;

describe('GET /class/{id} elements', () => {
  it("sends every field's state by the course's agenda type and delivery method, with the caller's abilities", async () => {
    const usCpe = await createClass(as(server, coordinator), { course_id: usCpeCourse });
    const res = await as(server, coordinator)('GET', `/api/class/${usCpe}`);
    expect(res.status).toBe(200);
    expect(res.body.elements.class_title).toEqual({ label: 'Class Title', displayed: true, required: true, editable: true });
    expect(res.body.elements.lms_id).toMatchObject({ label: 'LMS ID', editable: false });
    expect(res.body.elements.aoa_expiration_date).toMatchObject({ required: true, editable: true });

    const trainingHours = await createClass(as(server, coordinator));
    const th = (await as(server, coordinator)('GET', `/api/class/${trainingHours}`)).body.elements;
    expect(th.aoa_expiration_date.required).toBe(false);
    expect(th.cq_duration.label).toBe('Training Hours Duration (minutes)');

    // An instructor of the class takes its attendance (ADR 0015), but changes none of its fields.
    const set = await as(server, coordinator)('PUT', `/api/class/instructor/${usCpe}`, { body: { person_ids: [instructor.personId] } });
    expect(set.status).toBe(200);
    const taught = await as(server, instructor)('GET', `/api/class/${usCpe}`);
    expect(taught.status).toBe(200);
    expect(taught.body.abilities).toMatchObject({ edit: false, markAttendance: true, certify: false, editCodeExpiry: false });
    const editable = Object.entries(taught.body.elements as Record<string, { editable: boolean }>).filter(([, e]) => e.editable);
    expect(editable).toEqual([]);
  });
});

describe('Class Details follow the configuration (PUT /class/{id})', () => {
  it('refuses a change to a read-only field and an empty required one, naming the field; resending a value is fine', async () => {
    const id = await createClass(as(server, coordinator), { course_id: usCpeCourse, class_title: 'Locked title', location: 'Room 1' });
    await configure(usCpeCourse, 'class_title', { is_editable: false });
    await configure(usCpeCourse, 'location', { is_required: true });
    const put = (body: object) => as(server, coordinator)('PUT', `/api/class/${id}`, { body: { in_title: 'Locked title', ...body } });

    const renamed = await put({ in_title: 'New title' });
    expect(renamed.status).toBe(400);
    expect(renamed.body.errors[0]).toEqual({ field: 'body.in_title', message: 'Class Title cannot be changed.' });
    const emptied = await put({ in_location: null });
    expect(emptied.status).toBe(400);
    expect(emptied.body.errors[0]).toEqual({ field: 'body.in_location', message: 'Required.' });
    const ok = await put({ in_location: 'Room 2', in_timezone: 'America/Chicago' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const after = (await as(server, coordinator)('GET', `/api/class/${id}`)).body.classSummary;
    expect(after).toMatchObject({ class_title: 'Locked title', location: 'Room 2', timezone_data: { timezone: 'America/Chicago' } });
    await configure(usCpeCourse, 'class_title', {});
    await configure(usCpeCourse, 'location', {});
  });
});

describe('the certify dialog follows the configuration (PUT /class/certify/{id})', () => {
  it('requires configured fields, refuses read-only changes, saves, and clears an optional field sent empty', async () => {
    const { classId } = await insertClass(server, certifiableClass({ lmsId: 'SAP-CLS-900777' }));
    const course = await courseOf(classId);
    await configure(course, 'sponsor', { is_required: true });
    await configure(course, 'lms_id', { is_editable: false });
    const certify = (body: object) => as(server, coordinator)('PUT', `/api/class/certify/${classId}`, { body });

    const missing = await certify({ cq_duration: 200 });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]).toEqual({ field: 'body.sponsor', message: 'Required.' });
    const lms = await certify({ sponsor: 'Firm', lmsId: 'SAP-CLS-1' });
    expect(lms.status).toBe(400);
    expect(lms.body.errors[0]).toEqual({ field: 'body.lmsId', message: 'LMS ID cannot be changed.' });

    const ok = await certify({ sponsor: ' Firm Institute ', lmsId: 'SAP-CLS-900777', classID2: '', cq_duration: 150 });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const row = (
      await server.db.asOwner((tx) => tx.query('SELECT sponsor, lms_id, alternate_id, cq_duration FROM classes WHERE id = $1', [classId]))
    ).rows[0];
    expect(row).toEqual({ sponsor: 'Firm Institute', lms_id: 'SAP-CLS-900777', alternate_id: null, cq_duration: 150 });
    await configure(course, 'sponsor', {});
    await configure(course, 'lms_id', {});
  });
});

describe('the AOA expiration is required unless configured otherwise (PUT /class/attendance/codes/{id})', () => {
  it("answers 'Value is required' for a US-CPE class and accepts an empty one for Training Hours", async () => {
    const codeOf = async (classId: number) => (await as(server, admin)('GET', `/api/class/attendance/codes/${classId}`)).body[0];
    const put = (code: { attendance_code_id: number }, aoa: string) =>
      as(server, admin)('PUT', `/api/class/attendance/codes/${code.attendance_code_id}`, {
        body: { attendance_code_id: code.attendance_code_id, expiration_date: '2026-12-01 17:00', aoa_expiration_date: aoa },
      });
    const usCpe = await codeOf(await createClass(as(server, coordinator), { course_id: usCpeCourse }));
    const refused = await put(usCpe, '');
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toEqual({ field: 'body.aoa_expiration_date', message: 'Value is required' });
    expect((await put(usCpe, '2026-12-08 17:00')).status).toBe(200);

    const trainingHours = await codeOf(await createClass(as(server, coordinator)));
    expect((await put(trainingHours, '')).status).toBe(200);
  });
});
