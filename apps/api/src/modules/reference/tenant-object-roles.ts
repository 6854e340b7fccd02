import { endpoints } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { defineRoute } from '../../platform/route.ts';

/** Roles a learning object type offers for its contacts (type 3: class). */
export const tenantObjectRoles = defineRoute(endpoints.tenantObjectRoles, {
  summary: 'Contact roles of a learning object type',
  tags: ['reference data'],
  auth: allow.signedIn(),
  async handler({ body, tx }) {
    const { rows } = await tx.query<{ role_id: number; role_name: string; is_system_role: boolean }>(
      `SELECT r.id AS role_id, r.role_name, r.is_system_role
         FROM learning_object_roles lr JOIN roles r ON r.tenant_id = lr.tenant_id AND r.id = lr.role_id
        WHERE lr.learning_object_type_id = $1 ORDER BY r.role_name`,
      [body.in_learning_object],
    );
    return rows;
  },
});
