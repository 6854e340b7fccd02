import { z } from 'zod';
import { isoDateTime } from './common.ts';

export const loginBody = z.object({
  username: z.string().trim().min(1, 'Required.').max(254).describe('Username, or e-mail for external users'),
  password: z.string().min(1, 'Required.').max(1024),
});

export const sessionTime = z.object({
  login_time: isoDateTime,
  time_total_minutes: z.number().int(),
  time_idle_minutes: z.number().int(),
});

/** The signed-in user as the browser keeps it (spec §3 User, plus roles and permissions). */
export const authUser = z
  .object({
    person_id: z.number().int(),
    id: z.number().int(),
    display_id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email_address: z.string().nullable(),
    username: z.string().nullable(),
    person_type: z.enum(['internal', 'external']),
    external: z.union([z.literal(0), z.literal(1)]),
    status: z.string(),
    roles: z.array(z.string()),
    permissions: z.array(z.string()),
  })
  .meta({ id: 'AuthUser' });
export type AuthUser = z.infer<typeof authUser>;

export const loginResponse = z.object({
  token: z.string(),
  user: authUser,
  session: sessionTime,
  /** 'Forgot Password' when the session came from a reset or registration link (spec §4). */
  personAccountStatus: z.string().nullable(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const validTokenResponse = z.object({ token: z.string(), session: sessionTime });

export const forgotPasswordBody = z.object({
  username: z.string().trim().min(1, 'Required.').max(254).describe('Username or e-mail of an external user'),
});

export const linkLoginBody = z.object({
  token: z.string().min(20).max(200).describe('The single-use token from a registration or reset e-mail'),
});
