import { personNameSql } from '../../../db/sql.ts';
import type { Queryable } from '../../../db/types.ts';
import { forbidden } from '../../../platform/errors.ts';
import { loadTenantSettings } from '../../../platform/tenant-settings.ts';

export async function rolePeople(tx: Queryable, roleId: number) {
  const { rows } = await tx.query<{ id: number; name: string }>(
    `SELECT p.id, ${personNameSql('p')} AS name FROM person_roles pr JOIN persons p ON p.id = pr.person_id
      WHERE pr.role_id = $1 ORDER BY p.name_primary_last, p.name_primary_first`,
    [roleId],
  );
  return rows;
}

export async function requireIrsWorkflow(tx: Queryable): Promise<void> {
  const s = await loadTenantSettings(tx, ['irsCeWorkflowEnabled']);
  if (s.irsCeWorkflowEnabled !== true) throw forbidden('The IRS CE workflow is not enabled for this firm.');
}
