import { courseIdParams, cpeInfoBody, cpeInfoResponse, okBody, qualificationsBody } from '@cpe/contract';
import { invalid } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { courseAccess, loadCourse, requireCourse, touchCourse } from './course-access.ts';
import { loadCpeInfo } from './cpe-info-read.ts';

export const getCpeInfo = defineRoute({
  method: 'GET',
  url: '/agendas/cpe-info/:id',
  summary:
    'CPE information: credit increment, prerequisites, engagement measures, polling events, self-study counts, credits by field of study, program qualifications',
  tags: ['agenda'],
  auth: courseAccess(),
  schema: { params: courseIdParams, response: cpeInfoResponse },
  async handler({ params, tx, me }) {
    await loadCourse(tx, params.id, me());
    return loadCpeInfo(tx, params.id);
  },
});

const CPE_COLUMNS = [
  'credit_increment',
  'prerequisites',
  'polling_events',
  'self_study_words',
  'self_study_media_minutes',
  'self_study_review_questions',
] as const;

function checkPrerequisites(text: string | null | undefined): void {
  if (text === null || text === undefined || text === '') return;
  try {
    JSON.parse(text);
  } catch {
    throw invalid('body.prerequisites', 'Prerequisites must be JSON text, e.g. ["Basic tax knowledge"].');
  }
}

export const updateCpeInfo = defineRoute({
  method: 'PUT',
  url: '/agendas/cpe-info/:id',
  summary: 'Save the CPE information of a course',
  tags: ['agenda'],
  auth: courseAccess(),
  schema: { params: courseIdParams, body: cpeInfoBody, response: okBody },
  async handler({ params, body, tx, me, now }) {
    const course = await requireCourse(tx, params.id, me(), 'edit');
    checkPrerequisites(body.prerequisites);
    const sets: string[] = [];
    const values: unknown[] = [course.id];
    for (const column of CPE_COLUMNS) {
      if (body[column] === undefined) continue;
      values.push(body[column] === '' ? null : body[column]);
      sets.push(`${column} = $${values.length}`);
    }
    if (sets.length > 0) await tx.query(`UPDATE courses SET ${sets.join(', ')} WHERE id = $1`, values);
    if (body.engagement_measure_ids !== undefined) {
      const ids = [...new Set(body.engagement_measure_ids)];
      const { rows } = await tx.query<{ id: number }>(
        'SELECT em.id FROM engagement_measures em JOIN courses c ON c.delivery_method_id = em.delivery_method_id WHERE c.id = $1 AND em.id = ANY($2::int[])',
        [course.id, ids],
      );
      if (rows.length !== ids.length)
        throw invalid('body.engagement_measure_ids', "An engagement measure does not belong to the course's delivery method.");
      await tx.query('DELETE FROM course_engagement_measures WHERE course_id = $1', [course.id]);
      for (const id of ids)
        await tx.query('INSERT INTO course_engagement_measures (course_id, engagement_measure_id) VALUES ($1, $2)', [course.id, id]);
    }
    await touchCourse(tx, course.id, me().personId, now);
    return { message: 'CPE information saved' };
  },
});

export const updateQualifications = defineRoute({
  method: 'PUT',
  url: '/course/qualifications/:id',
  summary: 'Replace the program qualifications and jurisdictions of a course',
  tags: ['courses'],
  auth: courseAccess(),
  schema: { params: courseIdParams, body: qualificationsBody, response: okBody },
  async handler({ params, body, tx, me, now }) {
    const course = await requireCourse(tx, params.id, me(), 'edit');
    const { rows } = await tx.query<{ id: number; needs_jurisdiction: boolean }>(
      'SELECT id, needs_jurisdiction FROM program_qualifications',
    );
    const known = new Map(rows.map((r) => [r.id, r.needs_jurisdiction]));
    body.items.forEach((item, i) => {
      const needs = known.get(item.qualification_id);
      if (needs === undefined) throw invalid(`body.items.${i}.qualification_id`, 'Unknown program qualification.');
      if (needs && !item.state_id) throw invalid(`body.items.${i}.state_id`, 'Required.');
    });
    await tx.query('DELETE FROM course_qualifications WHERE course_id = $1', [course.id]);
    for (const item of body.items) {
      await tx.query(
        'INSERT INTO course_qualifications (course_id, qualification_id, state_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [course.id, item.qualification_id, item.state_id ?? null],
      );
    }
    await touchCourse(tx, course.id, me().personId, now);
    return { message: 'Program qualifications saved' };
  },
});
