import { loginBody } from '@cpe/contract';
import { zodResolver } from '@hookform/resolvers/zod';

/** The login form's rules: the server's own schema, loaded on first validation (it keeps zod out of /login's first render). */
export const loginResolver = zodResolver(loginBody);
