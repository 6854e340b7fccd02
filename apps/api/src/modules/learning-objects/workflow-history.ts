import { isoSql, personNameSql } from '../../db/sql.ts';
import type { Queryable } from '../../db/types.ts';

/** One step of an offering's workflow, as GET /course/workflow-history/{id} (and later the other types) list it. */
export interface WorkflowEntry {
  objectType: number;
  objectId: number;
  action: string;
  from: string | null;
  to: string | null;
  comment?: string | null;
  version?: number | null;
  personId: number;
  now: Date;
}

export async function recordWorkflow(tx: Queryable, e: WorkflowEntry): Promise<void> {
  await tx.query(
    `INSERT INTO workflow_history (learning_object_type_id, learning_object_id, action, from_status, to_status, comment, version, person_id, occurred_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [e.objectType, e.objectId, e.action, e.from, e.to, e.comment ?? null, e.version ?? null, e.personId, e.now],
  );
}

export async function listWorkflow(tx: Queryable, objectType: number, objectId: number) {
  const { rows } = await tx.query<{
    id: number;
    action: string;
    from_status: string | null;
    to_status: string | null;
    comment: string | null;
    version: number | null;
    person_name: string | null;
    occurred_at: string;
  }>(
    `SELECT w.id, w.action, w.from_status, w.to_status, w.comment, w.version, ${personNameSql('p')} AS person_name,
            ${isoSql('w.occurred_at')} AS occurred_at
       FROM workflow_history w LEFT JOIN persons p ON p.id = w.person_id
      WHERE w.learning_object_type_id = $1 AND w.learning_object_id = $2
      ORDER BY w.occurred_at DESC, w.id DESC`,
    [objectType, objectId],
  );
  return rows;
}
