import { loginBody } from '@cpe/contract';

export type LoginValues = { username: string; password: string };
export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/**
 * The login form's rules: the server's own schema, with each field's first problem (as the
 * form showed them through react-hook-form's zodResolver). Loaded on the first check, which
 * keeps zod out of /login's first render; the server checks again regardless.
 */
export function checkLogin(values: LoginValues): { values: LoginValues; errors: null } | { values: null; errors: LoginErrors } {
  const parsed = loginBody.safeParse(values);
  if (parsed.success) return { values: parsed.data, errors: null };
  const errors: LoginErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof LoginValues;
    errors[field] ??= issue.message;
  }
  return { values: null, errors };
}
