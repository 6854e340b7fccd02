import type { Queryable } from '../../db/types.ts';
import type { Session } from '../../platform/sessions/sessions.ts';
import type { LearningObjectType } from './object-type.ts';
import { listWorkflow } from './workflow-history.ts';

/** The record's workflow history, newest first, for someone who may see it. */
export async function objectHistory(tx: Queryable, type: LearningObjectType, id: number, session: Session) {
  await type.require(tx, id, session, 'see');
  return listWorkflow(tx, type.id, id);
}
