import { okBody, route } from '../../platform/index.ts';
import { forgotPasswordBody, linkLoginBody, loginBody, loginResponse, validTokenResponse } from '../schemas/auth.ts';

export const forgotPassword = route({ method: 'POST', path: '/auth/forgot-password', body: forgotPasswordBody, response: okBody });
export const linkLogin = route({ method: 'POST', path: '/auth/link', body: linkLoginBody, response: loginResponse });
export const login = route({ method: 'POST', path: '/auth/login', body: loginBody, response: loginResponse });
export const logout = route({ method: 'POST', path: '/auth/logout', response: okBody });
export const validToken = route({ method: 'POST', path: '/auth/validToken', response: validTokenResponse });
