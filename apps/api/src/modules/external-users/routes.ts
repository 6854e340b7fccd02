import { register } from './register.ts';
import { updatePassword } from './update-password.ts';
import { updateUser } from './update-user.ts';

export const externalUserRoutes = [register, updatePassword, updateUser];
