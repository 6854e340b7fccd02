import { z } from 'zod';
import { emailAddress, idParam, MESSAGES, personName } from '../../platform/index.ts';
import { authUser } from './auth.ts';

export const registerBody = z.object({
  first_name: personName,
  last_name: personName,
  email_address: emailAddress,
});

export const updatePasswordBody = z.object({
  person_id: z.number().int().positive(),
  old_password: z.string().max(1024).nullish(),
  new_password: z.string().min(1, MESSAGES.required).max(1024),
  confirm_password: z.string().max(1024).optional(),
  personAccountStatus: z.string().max(50).nullish(),
});

export const updateUserParams = z.object({ personId: idParam });
export const updateUserBody = z.object({
  in_first_name: personName,
  in_last_name: personName,
  in_email_address: emailAddress.nullish(),
  in_username: z.string().trim().min(3).max(254).nullish(),
  in_extend_biography: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
});
export const updateUserResponse = z.object({ message: z.string(), user: authUser });
