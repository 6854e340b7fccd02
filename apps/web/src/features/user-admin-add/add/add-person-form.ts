import { type AddUserBody, DEFAULT_PERSON_ID_TYPE, MESSAGES, type PersonType } from '@cpe/contract';
import { z } from 'zod';

/** The /addUser form: the contract's rules with the spec's messages ('Required.', 'Invalid e-mail.'). */
export const addPersonSchema = z.object({
  person_type: z.enum(['internal', 'external']),
  first_name: z.string().trim().min(1, MESSAGES.required).max(100),
  last_name: z.string().trim().min(1, MESSAGES.required).max(100),
  email_address: z.string().trim().min(1, MESSAGES.required).max(254).email(MESSAGES.invalidEmail),
  legal_first_name: z.string().trim().max(100),
  legal_last_name: z.string().trim().max(100),
  username: z.string().trim().max(254),
  id_type: z.string().trim().max(50),
  id_value: z.string().trim().max(100),
});
export type AddPersonValues = z.input<typeof addPersonSchema>;

export const emptyPerson = (type: PersonType): AddPersonValues => ({
  person_type: type,
  first_name: '',
  last_name: '',
  email_address: '',
  legal_first_name: '',
  legal_last_name: '',
  username: '',
  id_type: DEFAULT_PERSON_ID_TYPE,
  id_value: '',
});

/** The body of POST /user-administration/users: an external person sends names and e-mail only. */
export function addUserBody(v: AddPersonValues): AddUserBody {
  const base = {
    person_type: v.person_type,
    first_name: v.first_name.trim(),
    last_name: v.last_name.trim(),
    email_address: v.email_address.trim(),
  };
  if (v.person_type === 'external') return base;
  const optional = (s: string) => (s.trim() ? s.trim() : undefined);
  const idValue = optional(v.id_value);
  return {
    ...base,
    legal_first_name: optional(v.legal_first_name),
    legal_last_name: optional(v.legal_last_name),
    username: optional(v.username),
    id_type: idValue ? optional(v.id_type) : undefined,
    id_value: idValue,
  };
}
