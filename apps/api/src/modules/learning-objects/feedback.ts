import type { FeedbackItem } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { conflict, invalid, notFound } from '../../platform/errors.ts';
import type { Session } from '../../platform/sessions/sessions.ts';
import { FEEDBACK_SELECT } from './feedback-sql.ts';
import type { LearningObjectType } from './object-type.ts';
import { learningObjectType } from './registry.ts';

/** The record's feedback items, page by page, for someone who may see it. */
export async function listFeedback(tx: Queryable, type: LearningObjectType, id: number, session: Session): Promise<FeedbackItem[]> {
  await type.require(tx, id, session, 'see');
  const { rows } = await tx.query<FeedbackItem>(FEEDBACK_SELECT, [type.id, id]);
  return rows;
}

export interface NewFeedback {
  page_identifier: string;
  field_identifier?: string | null;
  feedback_note: string;
}

/** A reviewer's feedback on one of the type's feedback sections, or a field of it; answers the new item's id. */
export async function addFeedback(
  tx: Queryable,
  type: LearningObjectType,
  id: number,
  input: NewFeedback,
  ctx: { session: Session; now: Date },
): Promise<number> {
  await type.require(tx, id, ctx.session, 'leaveFeedback');
  if (!type.feedbackSections.includes(input.page_identifier)) {
    throw invalid('body.page_identifier', `Unknown page; one of: ${type.feedbackSections.join(', ')}.`);
  }
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO feedback (learning_object_type_id, learning_object_id, page_identifier, field_identifier, feedback_note, submitter_id, feedback_on)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [type.id, id, input.page_identifier, input.field_identifier ?? null, input.feedback_note, ctx.session.personId, ctx.now],
  );
  await type.touch(tx, id, ctx.session.personId, ctx.now);
  return (rows[0] as { id: number }).id;
}

/**
 * The record's owner resolves a feedback item with a note. `onlyType` keeps a type's own
 * route to its own items (PUT /agendas/feedback/resolve answers 404 for a class's item).
 */
export async function resolveFeedback(
  tx: Queryable,
  feedbackId: number,
  note: string,
  ctx: { session: Session; now: Date; onlyType?: number },
): Promise<void> {
  const { rows } = await tx.query<{ learning_object_type_id: number; learning_object_id: number; is_resolved: boolean }>(
    'SELECT learning_object_type_id, learning_object_id, is_resolved FROM feedback WHERE id = $1',
    [feedbackId],
  );
  const item = rows[0];
  const type = item && learningObjectType(item.learning_object_type_id);
  if (!item || !type || (ctx.onlyType !== undefined && type.id !== ctx.onlyType)) throw notFound();
  await type.require(tx, item.learning_object_id, ctx.session, 'resolveFeedback');
  if (item.is_resolved) throw conflict('This feedback is already resolved.');
  await tx.query('UPDATE feedback SET is_resolved = true, resolution_note = $2, resolver_id = $3, resolved_on = $4 WHERE id = $1', [
    feedbackId,
    note,
    ctx.session.personId,
    ctx.now,
  ]);
  await type.touch(tx, item.learning_object_id, ctx.session.personId, ctx.now);
}
