import { ADMIN_PAGE_ROLES, endpoints, IRS_MESSAGES, IRS_PROGRAM_TYPES, type IrsProgram, irsProgramType } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { allow } from '../../platform/authorize.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';

const irsPage = () => allow.roles(...ADMIN_PAGE_ROLES['admin-irs']);

async function listPrograms(tx: Queryable): Promise<IrsProgram[]> {
  const { rows } = await tx.query<{ id: number; program_number: string; title: string; ce_hours: number; courses: IrsProgram['courses'] }>(
    `SELECT p.id, p.program_number, p.title, p.ce_hours,
            coalesce((SELECT json_agg(json_build_object('id', c.id, 'title', c.title) ORDER BY c.title, c.id)
                        FROM courses c WHERE c.irs_program_number = p.program_number), '[]'::json) AS courses
       FROM irs_programs p ORDER BY p.program_number`,
  );
  return rows.map((r) => ({
    ...r,
    program_type: IRS_PROGRAM_TYPES[irsProgramType(r.program_number) ?? 'T'],
  }));
}

/**
 * Files the given courses under the program number: they become IRS CE courses carrying it.
 * Courses that carried `previous` and are no longer listed lose it.
 */
async function linkCourses(tx: Queryable, number: string, previous: string | null, courseIds: number[]): Promise<void> {
  const ids = [...new Set(courseIds)];
  const { rows } = await tx.query<{ id: number }>('SELECT id FROM courses WHERE id = ANY($1::int[])', [ids]);
  const found = new Set(rows.map((r) => r.id));
  const missing = ids.findIndex((id) => !found.has(id));
  // Another tenant's course is invisible under row-level security: it is a course that does not exist.
  if (missing >= 0) throw notFound('Course not found');
  await tx.query(
    `UPDATE courses SET irs_program_number = NULL
      WHERE irs_program_number = ANY($1::text[]) AND NOT (id = ANY($2::int[]))`,
    [[number, previous ?? number], ids],
  );
  await tx.query(
    `UPDATE courses SET irs_program_number = $1, is_irs_ce = true
      WHERE id = ANY($2::int[]) AND (irs_program_number IS DISTINCT FROM $1 OR NOT is_irs_ce)`,
    [number, ids],
  );
}

async function refuseTaken(tx: Queryable, number: string, exceptId: number | null): Promise<void> {
  const { rows } = await tx.query('SELECT 1 FROM irs_programs WHERE program_number = $1 AND id IS DISTINCT FROM $2', [number, exceptId]);
  if (rows.length > 0) throw conflict(IRS_MESSAGES.programNumberTaken);
}

export const listIrsPrograms = defineRoute(endpoints.listIrsPrograms, {
  summary: "The firm's IRS CE program numbers with the courses filed under each",
  tags: ['admin area'],
  auth: irsPage(),
  handler: async ({ tx }) => listPrograms(tx),
});

export const listIrsCourses = defineRoute(endpoints.listIrsCourses, {
  summary: 'The courses a program may be linked to, with the IRS program number each carries',
  tags: ['admin area'],
  auth: irsPage(),
  async handler({ tx }) {
    const { rows } = await tx.query<{ id: number; title: string; irs_program_number: string | null }>(
      "SELECT id, title, irs_program_number FROM courses WHERE kind = 'course' ORDER BY title, id LIMIT 2000",
    );
    return rows;
  },
});

export const createIrsProgram = defineRoute(endpoints.createIrsProgram, {
  summary: 'Register an IRS CE program number (IRS format checked) and link its courses',
  tags: ['admin area'],
  auth: irsPage(),
  async handler({ body, tx }) {
    await refuseTaken(tx, body.program_number, null);
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO irs_programs (program_number, title, ce_hours) VALUES ($1, $2, $3) RETURNING id',
      [body.program_number, body.title, body.ce_hours],
    );
    await linkCourses(tx, body.program_number, null, body.course_ids);
    return { id: (rows[0] as { id: number }).id, message: IRS_MESSAGES.saved };
  },
});

export const updateIrsProgram = defineRoute(endpoints.updateIrsProgram, {
  summary: 'Edit an IRS CE program; a new number is carried over to its courses',
  tags: ['admin area'],
  auth: irsPage(),
  async handler({ params, body, tx }) {
    const { rows } = await tx.query<{ program_number: string }>('SELECT program_number FROM irs_programs WHERE id = $1 FOR UPDATE', [
      params.id,
    ]);
    const previous = rows[0]?.program_number;
    if (previous === undefined) throw notFound('IRS program not found');
    await refuseTaken(tx, body.program_number, params.id);
    await tx.query('UPDATE irs_programs SET program_number = $2, title = $3, ce_hours = $4 WHERE id = $1', [
      params.id,
      body.program_number,
      body.title,
      body.ce_hours,
    ]);
    await linkCourses(tx, body.program_number, previous, body.course_ids);
    return { id: params.id, message: IRS_MESSAGES.saved };
  },
});
