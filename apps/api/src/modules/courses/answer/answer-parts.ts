import { computeCredits, courseResponse } from '@cpe/contract';
import type { z } from 'zod';
import { inOrder } from '../../../db/sql.ts';
import type { Queryable } from '../../../db/types.ts';
import { COURSE_OBJECT_TYPE } from '../../../shared/course-access.ts';
import { externalIdsOf } from '../../learning-objects/index.ts';
import { loadAgenda } from '../agenda/agenda-read.ts';
import { incrementOf, loadHeaderRow, selfStudyOf } from '../course-header.ts';
import { courseContacts } from '../people/course-contacts.ts';

/**
 * The part of GET /course/{id} that every caller is shown alike (ADR 0048): the header, CPE
 * details, agenda with its feedback, and external ids. Left out, because they follow the
 * caller or the tenant's settings: the header's can_access_agenda_details (a step's finalized
 * permission), the CPE details' is_tenant_sponsor, and the abilities, steps and elements.
 */
export const courseAnswerParts = courseResponse.pick({ agenda: true, externalIds: true }).extend({
  courseHeader: courseResponse.shape.courseHeader.omit({ can_access_agenda_details: true }),
  cpeDetails: courseResponse.shape.cpeDetails.omit({ is_tenant_sponsor: true }),
});
export type CourseAnswerParts = z.infer<typeof courseAnswerParts>;

/** Reads and computes the shared part: header, contacts, external ids and agenda, then the credits. */
export async function computeAnswerParts(tx: Queryable, id: number): Promise<CourseAnswerParts> {
  const [header, contacts, externalIds, agenda] = await inOrder(
    () => loadHeaderRow(tx, id),
    () => courseContacts.list(tx, id),
    () => externalIdsOf(tx, COURSE_OBJECT_TYPE, id),
    () => loadAgenda(tx, id),
  );
  const modules = agenda.flatMap((d) => d.modules);
  const increment = incrementOf(header.credit_increment);
  const credits = computeCredits(modules, {
    deliveryMethodId: header.delivery_method_id,
    increment,
    selfStudy: selfStudyOf(header),
  });
  const {
    credit_increment,
    is_irs_ce,
    is_irs_ce_approved,
    irs_program_number,
    self_study_words,
    self_study_media_minutes,
    self_study_review_questions,
    ...rest
  } = header;
  return {
    courseHeader: { ...rest, contacts, has_credit_qualified_modules: modules.some((m) => m.is_credit_qualified) },
    cpeDetails: { is_irs_ce, is_irs_ce_approved, irs_program_number, credit_increment: increment, total_credits: credits.total },
    agenda,
    externalIds,
  };
}
