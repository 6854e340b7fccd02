import type * as r from '../routes/auth.ts';
import type { ApiCall } from './api-call.ts';

export const forgotPassword: ApiCall<typeof r.forgotPassword> = { method: 'POST', path: '/auth/forgot-password' };
export const linkLogin: ApiCall<typeof r.linkLogin> = { method: 'POST', path: '/auth/link' };
export const login: ApiCall<typeof r.login> = { method: 'POST', path: '/auth/login' };
export const logout: ApiCall<typeof r.logout> = { method: 'POST', path: '/auth/logout' };
export const validToken: ApiCall<typeof r.validToken> = { method: 'POST', path: '/auth/validToken' };
