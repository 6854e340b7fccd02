import { ADMIN_PAGE_ROLES } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';

/** /customer-admin: the firm's administrators (contract ADMIN_PAGE_ROLES, the web guard's table too). */
export const customerAdminPage = () => allow.roles(...ADMIN_PAGE_ROLES['customer-admin']);
/** /system: the Educe ACC Administrators, whom maintenance never sends away. */
export const systemPage = () => allow.roles(...ADMIN_PAGE_ROLES.system);

export const TAGS = ['tenant administration'];
