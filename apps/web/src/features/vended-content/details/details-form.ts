import { MESSAGES, type updateVendedContentBody, type VendedContentHeader } from '@cpe/contract';
import { z } from 'zod';

/** The Details form as typed: ids as the selects' text, '' for none. */
export const detailsSchema = z.object({
  title: z.string().trim().min(1, MESSAGES.required).max(300),
  vendor_id: z.string().min(1, MESSAGES.required),
  agenda_type_id: z.string(),
  delivery_method_id: z.string(),
  description: z.string().max(5000),
  objectives: z.string().max(5000),
});
export type DetailsValues = z.input<typeof detailsSchema>;
export type DetailsBody = z.input<typeof updateVendedContentBody>;

const text = (v: string | number | null) => (v === null ? '' : String(v));

export function detailsValues(h: VendedContentHeader): DetailsValues {
  return {
    title: h.title,
    vendor_id: text(h.vendor_id),
    agenda_type_id: text(h.agenda_type_id),
    delivery_method_id: text(h.delivery_method_id),
    description: text(h.description),
    objectives: text(h.objectives),
  };
}

/** PUT /vendedcontent/{id}: only the fields changed; an emptied optional field is null (cleared). */
export function detailsBody(before: DetailsValues, after: DetailsValues): DetailsBody {
  const body: DetailsBody = {};
  const changed = (key: keyof DetailsValues) => after[key].trim() !== before[key].trim();
  const id = (v: string) => (v === '' ? null : Number(v));
  const optional = (v: string) => (v.trim() === '' ? null : v.trim());
  if (changed('title')) body.title = after.title.trim();
  if (changed('vendor_id') && after.vendor_id !== '') body.vendor_id = Number(after.vendor_id);
  if (changed('agenda_type_id')) body.agenda_type_id = id(after.agenda_type_id);
  if (changed('delivery_method_id')) body.delivery_method_id = id(after.delivery_method_id);
  if (changed('description')) body.description = optional(after.description);
  if (changed('objectives')) body.objectives = optional(after.objectives);
  return body;
}
