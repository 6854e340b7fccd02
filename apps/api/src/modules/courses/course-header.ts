import type { CourseHeader, CreditIncrement } from '@cpe/contract';
import { isoSql, personNameSql, ymdSql } from '../../db/sql.ts';
import type { Queryable } from '../../db/types.ts';

/** The course's own row with its lookups' names, and the columns its credits need. */
export type HeaderRow = Omit<CourseHeader, 'contacts' | 'has_credit_qualified_modules' | 'can_access_agenda_details'> & {
  credit_increment: string;
  is_irs_ce: boolean;
  is_irs_ce_approved: boolean;
  irs_program_number: string | null;
  self_study_words: number | null;
  self_study_media_minutes: number | null;
  self_study_review_questions: number | null;
  self_study_exam_questions: number | null;
};

export async function loadHeaderRow(tx: Queryable, id: number): Promise<HeaderRow> {
  const { rows } = await tx.query<HeaderRow>(
    `SELECT c.id, c.title, c.description, c.objectives, c.course_status, c.pre_edited_status, c.version,
            c.agenda_type_id, at.name AS agenda_type, c.delivery_method_id, dm.name AS delivery_method,
            c.lrt_id, c.loid, c.lms_id, c.sponsoring_org, ${ymdSql('c.finalization_date')} AS finalization_date,
            c.prerequisites, c.created_by, ${personNameSql('p')} AS created_by_name,
            ${isoSql('c.created_at')} AS created_at, ${isoSql('c.updated_at')} AS updated_at,
            c.credit_increment::text AS credit_increment, c.is_irs_ce, c.is_irs_ce_approved, c.irs_program_number,
            c.self_study_words, c.self_study_media_minutes, c.self_study_review_questions, c.self_study_exam_questions
       FROM courses c
       JOIN persons p ON p.id = c.created_by
       LEFT JOIN agenda_types at ON at.id = c.agenda_type_id
       LEFT JOIN delivery_methods dm ON dm.id = c.delivery_method_id
      WHERE c.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) throw new Error(`course ${id} vanished inside its transaction`);
  return row;
}

export const incrementOf = (stored: string): CreditIncrement => (Number(stored) === 0.5 ? 0.5 : 0.2);

export function selfStudyOf(
  h: Pick<HeaderRow, 'self_study_words' | 'self_study_media_minutes' | 'self_study_review_questions'> & {
    self_study_exam_questions?: number | null;
  },
) {
  if (h.self_study_words === null) return undefined;
  // Every input of NASBA's word-count formula, the final exam questions included (ADR 0051).
  return {
    words: h.self_study_words,
    mediaMinutes: h.self_study_media_minutes ?? 0,
    reviewQuestions: h.self_study_review_questions ?? 0,
    examQuestions: h.self_study_exam_questions ?? 0,
  };
}
