import { COURSE_ACCESS_CODES, endpoints } from '@cpe/contract';
import { allow } from '../../../platform/authorize.ts';
import { notFound } from '../../../platform/errors.ts';
import { defineRoute } from '../../../platform/route.ts';

import { rolePeople } from './irs-checks.ts';

export const listRolePeople = defineRoute(endpoints.listRolePeople, {
  summary: 'The people holding a role; role 26 lists the common IRS CE approvers',
  tags: ['roles and permissions'],
  auth: allow.anyOf(...COURSE_ACCESS_CODES, 'HPT013', 'HPT023'),
  async handler({ params, tx }) {
    const { rows } = await tx.query('SELECT 1 FROM roles WHERE id = $1', [params.roleId]);
    if (rows.length === 0) throw notFound('Role not found');
    return rolePeople(tx, params.roleId);
  },
});
