import type { RouteSpec } from '../../platform/route.ts';
import { exportUsers } from './export-users.ts';
import { searchUsers } from './search-users.ts';

/** The user administration search and its export (/user-administration; ADR 0028). */
export const userAdministrationRoutes: RouteSpec[] = [searchUsers, exportUsers];
