import { dmEngageTypes } from './dm-engage-types.ts';
import { getRefsByUser } from './get-refs-by-user.ts';
import { listPermissions } from './list-permissions.ts';
import { listRoles } from './list-roles.ts';
import { lookups } from './lookups.ts';
import { tenantHelp } from './tenant-help.ts';
import { tenantObjectRoles } from './tenant-object-roles.ts';

export const referenceRoutes = [getRefsByUser, tenantHelp, dmEngageTypes, tenantObjectRoles, lookups, listRoles, listPermissions];
