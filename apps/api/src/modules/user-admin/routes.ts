import type { RouteSpec } from '../../platform/route.ts';
import { addUser } from './add-user.ts';
import { importUsers } from './import-users.ts';
import { listPendingRegistrations } from './list-pending.ts';
import { resendRegistration } from './resend-registration.ts';

/** Adding people, pending registrations and the CSV import (user administration; ADR 0029). */
export const userAdminRoutes: RouteSpec[] = [addUser, listPendingRegistrations, resendRegistration, importUsers];
