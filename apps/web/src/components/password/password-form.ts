import {
  confirmationProblem,
  DEFAULT_PASSWORD_POLICY,
  FORGOT_PASSWORD_STATUS,
  MESSAGES,
  type PasswordPolicy,
  passwordProblem,
  REGISTRATION_EMAIL_SENT,
  type TenantSettings,
} from '@cpe/contract';
import { z } from 'zod';
import type { SessionState } from '../../lib/session/session-store.ts';

export interface PasswordFormValues {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

export const EMPTY_PASSWORD_FORM: PasswordFormValues = { old_password: '', new_password: '', confirm_password: '' };

/** The tenant's password pattern and complexity message, or the server's own default when the tenant set none. */
export function tenantPasswordPolicy(settings: Partial<TenantSettings>): PasswordPolicy {
  if (!settings.passwordPattern) return DEFAULT_PASSWORD_POLICY;
  return {
    pattern: settings.passwordPattern,
    complexityMessage: settings.passwordComplexityMessage || DEFAULT_PASSWORD_POLICY.complexityMessage,
  };
}

/**
 * Password rule: after a registration or reset link (personAccountStatus 'Forgot Password'),
 * or while the account is 'Registration email sent', the old password is not asked.
 */
export function oldPasswordRequired(session: Pick<SessionState, 'personAccountStatus' | 'user'>): boolean {
  return session.personAccountStatus !== FORGOT_PASSWORD_STATUS && session.user?.status !== REGISTRATION_EMAIL_SENT;
}

/**
 * The Change Password form, using the same pure rules the server checks
 * (packages/contract/src/auth/rules/password.ts), so both sides give the same messages.
 */
export function passwordFormSchema(policy: PasswordPolicy, oldRequired: boolean) {
  return z
    .object({
      old_password: oldRequired ? z.string().min(1, MESSAGES.required) : z.string(),
      new_password: z
        .string()
        .min(1, MESSAGES.required)
        .superRefine((value, ctx) => {
          const problem = passwordProblem(policy, value);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
      confirm_password: z.string(),
    })
    .superRefine((values, ctx) => {
      const problem = confirmationProblem(values.new_password, values.confirm_password);
      if (problem) ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: problem });
    });
}

/** Save Password rule: waits for a valid form, equal new and confirm, and the old password when asked. */
export function canSavePassword(values: PasswordFormValues, formValid: boolean, oldRequired: boolean): boolean {
  return formValid && values.new_password === values.confirm_password && (!oldRequired || values.old_password.length > 0);
}
