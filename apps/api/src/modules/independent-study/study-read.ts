import type { selfStudySummary } from '@cpe/contract';
import {
  COURSE_OBJECT_TYPE,
  computeCredits,
  contentExpiryDate,
  INDEPENDENT_STUDY_REQUEST_STATUS,
  type IndependentStudyHeader,
  type IndependentStudyStatus,
  modulesNeedPrerequisites,
  requiredExamQuestions,
  requiredReviewQuestions,
} from '@cpe/contract';
import type { z } from 'zod';
import { personNameSql, ymdSql } from '../../db/sql.ts';
import type { Queryable } from '../../db/types.ts';
import { loadTenantSettings } from '../../platform/tenant-settings.ts';
import { incrementOf, loadAgenda, loadHeaderRow, selfStudyOf } from '../courses/index.ts';

type HeaderRow = Omit<IndependentStudyHeader, 'content_exp_date' | 'request_status'> & { expiry_from: string };

/**
 * The independent study header. Submitted By is who last submitted it (its workflow
 * history, learning object type 1) or, until someone does, the staff member who requested
 * (created) it, as local learning's header names its creator; Content Exp. Date counts the tenant's content expiry in
 * years from the finalization date, or from the creation date while it is not finalized.
 */
export async function loadStudyHeader(tx: Queryable, id: number): Promise<IndependentStudyHeader> {
  const { rows } = await tx.query<HeaderRow>(
    `SELECT c.id AS internal_id, c.title, c.program_id, g.title AS program_title,
            coalesce(${personNameSql('sp')}, ${personNameSql('cp')}) AS submitted_by, coalesce(sub.person_id, c.created_by) AS submitter_id,
            ${personNameSql('cp')} AS created_by_name,
            c.request_type AS request_type_name, at.name AS agenda_type, dm.name AS delivery_method,
            ${ymdSql('c.submitted_on')} AS submitted_on, c.course_status, c.created_by, c.class_id,
            ${ymdSql('coalesce(c.finalization_date, c.created_at::date)')} AS expiry_from,
            (SELECT count(*)::int FROM class_roster r WHERE r.class_id = c.class_id AND r.removed_at IS NULL) AS class_roster
       FROM courses c
       LEFT JOIN independent_study_programs g ON g.id = c.program_id
       LEFT JOIN agenda_types at ON at.id = c.agenda_type_id
       LEFT JOIN delivery_methods dm ON dm.id = c.delivery_method_id
       LEFT JOIN LATERAL (SELECT w.person_id FROM workflow_history w
                           WHERE w.learning_object_type_id = $2 AND w.learning_object_id = c.id AND w.action = 'submit'
                           ORDER BY w.occurred_at DESC, w.id DESC LIMIT 1) sub ON true
       LEFT JOIN persons sp ON sp.id = sub.person_id
       JOIN persons cp ON cp.id = c.created_by
      WHERE c.id = $1`,
    [id, COURSE_OBJECT_TYPE],
  );
  const row = rows[0];
  if (!row) throw new Error(`independent study ${id} vanished inside its transaction`);
  const settings = await loadTenantSettings(tx, ['contentExpiryYears']);
  const { expiry_from, ...header } = row;
  return {
    ...header,
    content_exp_date: contentExpiryDate(expiry_from, settings.contentExpiryYears ?? 0),
    request_status: INDEPENDENT_STUDY_REQUEST_STATUS[row.course_status as IndependentStudyStatus],
  };
}

export type SelfStudySummary = z.input<typeof selfStudySummary>;

/** The self-study counts, the credits the contract's rules give them, and NASBA's question minimums for those credits. */
export async function loadSelfStudy(tx: Queryable, id: number): Promise<SelfStudySummary> {
  const header = await loadHeaderRow(tx, id);
  const modules = (await loadAgenda(tx, id)).flatMap((d) => d.modules);
  // The final exam's questions are those written (PUT /ind-study/exam/{id}, ADR 0052), not a typed count.
  const { rows } = await tx.query<{ exam: number }>(
    'SELECT count(*)::int AS exam FROM independent_study_exam_questions WHERE course_id = $1',
    [id],
  );
  const credits = computeCredits(modules, {
    deliveryMethodId: header.delivery_method_id,
    increment: incrementOf(header.credit_increment),
    selfStudy: selfStudyOf(header),
  }).total;
  return {
    words: header.self_study_words,
    media_minutes: header.self_study_media_minutes,
    review_questions: header.self_study_review_questions,
    exam_questions: rows[0]?.exam ?? null,
    credits,
    required_review_questions: requiredReviewQuestions(credits),
    required_exam_questions: requiredExamQuestions(credits),
    prerequisites: header.prerequisites,
    prerequisites_required: modulesNeedPrerequisites(modules),
  };
}
