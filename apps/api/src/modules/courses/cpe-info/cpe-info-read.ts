import { computeCredits, type cpeInfoResponse, modulesNeedPrerequisites, pollingRequiredFor } from '@cpe/contract';
import type { z } from 'zod';
import { inOrder } from '../../../db/sql.ts';
import type { Queryable } from '../../../db/types.ts';
import { loadAgenda } from '../agenda/agenda-read.ts';
import { incrementOf, loadHeaderRow, selfStudyOf } from '../course-header.ts';

type CpeInfo = z.infer<typeof cpeInfoResponse>;

/** GET /agendas/cpe-info/{id}: the course's CPE information with its credits computed by the contract's one function. */
export async function loadCpeInfo(tx: Queryable, courseId: number): Promise<CpeInfo> {
  const [header, agenda, fields, measures, quals, extra] = await inOrder(
    () => loadHeaderRow(tx, courseId),
    () => loadAgenda(tx, courseId),
    () => tx.query<{ id: number; name: string }>('SELECT id, name FROM fields_of_study'),
    () =>
      tx.query<{ id: number; name: string; selected: boolean }>(
        `SELECT em.id, em.name, (ce.engagement_measure_id IS NOT NULL) AS selected
         FROM courses c
         JOIN engagement_measures em ON em.delivery_method_id = c.delivery_method_id
         LEFT JOIN course_engagement_measures ce ON ce.course_id = c.id AND ce.engagement_measure_id = em.id
        WHERE c.id = $1 ORDER BY em.id`,
        [courseId],
      ),
    () =>
      tx.query<CpeInfo['qualifications'][number]>(
        `SELECT cq.id, cq.qualification_id, q.name, cq.state_id, s.name AS state
         FROM course_qualifications cq
         JOIN program_qualifications q ON q.id = cq.qualification_id
         LEFT JOIN states s ON s.id = cq.state_id
        WHERE cq.course_id = $1 ORDER BY q.name, s.name NULLS FIRST`,
        [courseId],
      ),
    () => tx.query<{ polling_events: number | null }>('SELECT polling_events FROM courses WHERE id = $1', [courseId]),
  );
  const modules = agenda.flatMap((d) => d.modules);
  const credits = computeCredits(modules, {
    deliveryMethodId: header.delivery_method_id,
    increment: incrementOf(header.credit_increment),
    selfStudy: selfStudyOf(header),
  });
  const fieldName = new Map(fields.rows.map((f) => [f.id, f.name]));
  return {
    credit_increment: incrementOf(header.credit_increment),
    prerequisites: header.prerequisites,
    polling_events: extra.rows[0]?.polling_events ?? null,
    self_study_words: header.self_study_words,
    self_study_media_minutes: header.self_study_media_minutes,
    self_study_review_questions: header.self_study_review_questions,
    self_study_exam_questions: header.self_study_exam_questions,
    prerequisites_required: modulesNeedPrerequisites(modules),
    polling_events_required: pollingRequiredFor(header.delivery_method_id, credits.total),
    engagement_measures: measures.rows,
    credits: { ...credits, byField: credits.byField.map((f) => ({ ...f, name: fieldName.get(f.field_of_study_id) ?? '' })) },
    qualifications: quals.rows,
  };
}
