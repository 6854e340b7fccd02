import type { RouteSpec } from '../../platform/route.ts';
import { listProxySessions } from './list-proxy-sessions.ts';
import { startProxy } from './start-proxy.ts';
import { stopProxy } from './stop-proxy.ts';
import { getUserManagement, registrationStatus, saveUserManagement } from './user-management-routes.ts';

/** /admin/usermanagement and /admin/proxy (admin sub-pages, role-guarded; ADR 0039). */
export const userManagementRoutes: RouteSpec[] = [
  getUserManagement,
  saveUserManagement,
  registrationStatus,
  startProxy,
  stopProxy,
  listProxySessions,
];
