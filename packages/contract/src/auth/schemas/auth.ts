import { z } from 'zod';
import { userBody } from '../../people/index.ts';
import { isoDateTime } from '../../platform/index.ts';

export const loginBody = z.object({
  username: z.string().trim().min(1, 'Required.').max(254).describe('Username, or e-mail for external users'),
  password: z.string().min(1, 'Required.').max(1024),
});

export const sessionTime = z.object({
  login_time: isoDateTime,
  time_total_minutes: z.number().int(),
  time_idle_minutes: z.number().int(),
});

/** The signed-in user as the browser keeps it (person_id, display_id, names, e-mail, plus type, roles and permissions). */
export const authUser = userBody
  .extend({
    person_type: z.enum(['internal', 'external']),
    roles: z.array(z.string()),
    permissions: z.array(z.string()),
  })
  .meta({ id: 'AuthUser' });
export type AuthUser = z.infer<typeof authUser>;

export const loginResponse = z.object({
  token: z.string(),
  user: authUser,
  session: sessionTime,
  /** 'Forgot Password' when the session came from a reset or registration link. */
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
