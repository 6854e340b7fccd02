import { forgotPassword } from './forgot-password.ts';
import { linkLogin } from './link-login.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { validToken } from './valid-token.ts';

export const authRoutes = [login, logout, validToken, forgotPassword, linkLogin];
