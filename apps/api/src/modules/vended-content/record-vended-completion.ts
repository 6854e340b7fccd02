import { endpoints, VENDED_COMPLETION_CODES, vendedContentItemAbilities } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { conflict, forbidden, invalid } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { recordCompletion } from '../courses/index.ts';
import { loadVended } from './vended-access.ts';

/**
 * A learner completed an Approved vended item (VCP001 or someone who runs classes records it):
 * they go on its delivery class's roster and their transcript gets its credits. Again for the
 * same learner updates the date and credits.
 */
export const recordVendedCompletion = defineRoute(endpoints.recordVendedCompletion, {
  summary: "Record a learner's completion of an Approved vended item: roster of its delivery class and transcript",
  tags: ['vended content'],
  auth: allow.anyOf(...VENDED_COMPLETION_CODES),
  async handler({ params, body, tx, me, now }) {
    const session = me();
    const course = await loadVended(tx, params.id, session);
    const abilities = vendedContentItemAbilities(course, { permissions: session.permissions, personId: session.personId });
    if (!abilities.recordCompletion) {
      if (course.course_status !== 'Approved') throw conflict('Completions are recorded once the vended item is Approved.');
      throw forbidden('You may not record completions of this vended item.');
    }
    if (body.completed_on > now.toISOString().slice(0, 10))
      throw invalid('body.completed_on', 'The completion date cannot be in the future.');
    const person = await tx.query('SELECT 1 FROM persons WHERE id = $1', [body.person_id]);
    if (person.rows.length === 0) throw invalid('body.person_id', 'No person of this firm has this id.');
    const { rosterId, credits } = await recordCompletion(tx, {
      courseId: course.id,
      personId: body.person_id,
      completedOn: body.completed_on,
      by: session.personId,
      now,
    });
    return { roster_id: rosterId, credits: credits.map((c) => ({ field_of_study_id: c.field_of_study_id, credits: c.credits })) };
  },
});
