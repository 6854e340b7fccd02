import { createVendorBody } from '@cpe/contract';
import { z } from 'zod';

/** The vendor form's fields as typed ('' for none); the contract's body checks what is sent. */
export const vendorSchema = z.object({
  name: createVendorBody.shape.name,
  contact_name: z.string().trim().max(200),
  email_address: z.union([z.literal(''), z.string().trim().email('Enter an e-mail address.').max(320)]),
  phone: z.string().trim().max(50),
  website: z.string().trim().max(500),
});
export type VendorValues = z.input<typeof vendorSchema>;

export const EMPTY_VENDOR: VendorValues = { name: '', contact_name: '', email_address: '', phone: '', website: '' };

/** The values of a vendor as stored, for the rename form. */
export function vendorValues(v: {
  name: string;
  contact_name: string | null;
  email_address: string | null;
  phone: string | null;
  website: string | null;
}): VendorValues {
  return {
    name: v.name,
    contact_name: v.contact_name ?? '',
    email_address: v.email_address ?? '',
    phone: v.phone ?? '',
    website: v.website ?? '',
  };
}

/** POST /vendors and PUT /vendors/{id} bodies: trimmed, an empty optional field is null (cleared). */
export function vendorBody(v: VendorValues) {
  const orNull = (s: string) => (s.trim() === '' ? null : s.trim());
  return {
    name: v.name.trim(),
    contact_name: orNull(v.contact_name),
    email_address: orNull(v.email_address),
    phone: orNull(v.phone),
    website: orNull(v.website),
  };
}
