import { ADMIN_PAGE_ROLES, endpoints, USER_MANAGEMENT_MESSAGES } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { defineRoute } from '../../platform/route.ts';
import { loadUserManagement, saveUserManagementSettings } from './user-management-settings.ts';

export const getUserManagement = defineRoute(endpoints.getUserManagement, {
  summary: 'User management settings: registration open or closed, and the e-mail domains allowed for external users',
  tags: ['user management'],
  auth: allow.roles(...ADMIN_PAGE_ROLES['admin-usermanagement']),
  async handler({ tx }) {
    return loadUserManagement(tx);
  },
});

export const saveUserManagement = defineRoute(endpoints.saveUserManagement, {
  summary: 'Save the user management settings (an empty domain list allows any e-mail address)',
  tags: ['user management'],
  auth: allow.roles(...ADMIN_PAGE_ROLES['admin-usermanagement']),
  async handler({ body, tx, tenant }) {
    await saveUserManagementSettings(tx, tenant.id, body);
    return { message: USER_MANAGEMENT_MESSAGES.saved, settings: await loadUserManagement(tx) };
  },
});

/** The register screen asks before showing its form; the registration itself is refused too when closed. */
export const registrationStatus = defineRoute(endpoints.registrationStatus, {
  summary: 'Whether external users may register themselves (read by the register screen, signed out)',
  tags: ['user management'],
  auth: allow.anyone(),
  async handler({ tx }) {
    const { registrationOpen } = await loadUserManagement(tx);
    return { registrationOpen };
  },
});
