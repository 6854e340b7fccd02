import type { CourseAbilitiesBody } from '@cpe/contract';
import type { Queryable } from '../../../db/types.ts';
import { notFound } from '../../../platform/errors.ts';
import type { Session } from '../../../platform/sessions/sessions.ts';
import { COURSE_NOT_FOUND, COURSE_ROW_COLUMNS, type CourseRow, viewAbilities } from '../../../shared/course-access.ts';
import type { AnswerTexts } from './answer-json.ts';

/** What a reader saw before it read the course's data: its answer is stored against exactly this. */
export interface AnswerState {
  version: number;
  generation: number;
  /** The stored texts, when some are stored for this version and generation. */
  texts: AnswerTexts | null;
}

type Row = CourseRow & {
  answer_version: number;
  answer_generation: number;
  stored_generation: number | null;
} & { [K in keyof AnswerTexts]: AnswerTexts[K] | null };

/**
 * The course as loadCourse finds it for the caller (404, 403) and its stored answer, in one
 * statement: on a stored course, the whole read. The version and generation are read in the
 * same statement as the course's row, so BEFORE anything else of the course is read (see
 * migration 0039 for why that order makes storing safe).
 */
export async function loadCourseAnswer(
  tx: Queryable,
  id: number,
  session: Session,
): Promise<{ course: CourseRow; abilities: CourseAbilitiesBody; state: AnswerState }> {
  const { rows } = await tx.query<Row>(
    `SELECT ${COURSE_ROW_COLUMNS},
            coalesce(s.version, 0) AS answer_version, coalesce(g.generation, 0) AS answer_generation,
            s.generation AS stored_generation, s.header, s.cpe, s.agenda, s.external_ids, s.credit_qualified
       FROM courses c
       LEFT JOIN course_answers s ON s.tenant_id = c.tenant_id AND s.course_id = c.id
       LEFT JOIN course_answer_generations g ON g.tenant_id = c.tenant_id
      WHERE c.id = $1`,
    [id, session.personId],
  );
  const row = rows[0];
  if (!row) throw notFound(COURSE_NOT_FOUND);
  const abilities = viewAbilities(row, session);
  const { answer_version, answer_generation, stored_generation, header, cpe, agenda, external_ids, credit_qualified, ...course } = row;
  const version = Number(answer_version);
  const generation = Number(answer_generation);
  // A stored answer of an older generation (a name it shows may have changed) is not served.
  const stored = stored_generation === generation && header !== null && cpe !== null && agenda !== null && external_ids !== null;
  const texts = stored ? { header, cpe, agenda, external_ids, credit_qualified: credit_qualified === true } : null;
  return { course, abilities, state: { version, generation, texts } };
}

/**
 * Stores texts computed after reading `state`, unless the course changed since (its version
 * moved): then they may already be out of date, and the next reader computes them again.
 */
export async function storeAnswer(tx: Queryable, courseId: number, state: AnswerState, texts: AnswerTexts): Promise<void> {
  await tx.query(
    `INSERT INTO course_answers AS s (course_id, version, generation, header, cpe, agenda, external_ids, credit_qualified)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (tenant_id, course_id) DO UPDATE SET
       generation = EXCLUDED.generation, header = EXCLUDED.header, cpe = EXCLUDED.cpe, agenda = EXCLUDED.agenda,
       external_ids = EXCLUDED.external_ids, credit_qualified = EXCLUDED.credit_qualified
     WHERE s.version = EXCLUDED.version`,
    [courseId, state.version, state.generation, texts.header, texts.cpe, texts.agenda, texts.external_ids, texts.credit_qualified],
  );
}
