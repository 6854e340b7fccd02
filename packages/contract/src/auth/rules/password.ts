import { MESSAGES } from '../../platform/index.ts';

/**
 * Password rule: the new password must match the tenant's pattern, else
 * the tenant's complexity message; the confirmation must be non-empty and equal.
 */
export interface PasswordPolicy {
  pattern: string;
  complexityMessage: string;
}

export function passwordProblem(policy: PasswordPolicy, password: string): string | null {
  let re: RegExp;
  try {
    re = new RegExp(policy.pattern);
  } catch {
    // A broken tenant pattern must not lock everybody out silently nor accept anything:
    // fall back to a sane minimum.
    re = /^.{12,}$/;
  }
  return re.test(password) ? null : policy.complexityMessage;
}

export function confirmationProblem(password: string, confirmation: string): string | null {
  return confirmation.length > 0 && confirmation === password ? null : MESSAGES.passwordMustMatch;
}

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  pattern: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9]).{12,128}$',
  complexityMessage: 'Password must be 12 to 128 characters and contain an upper-case letter, a lower-case letter, a digit and a symbol.',
};
