import { type ClassHeader, DELIVERY_METHOD_IDS, DELIVERY_METHOD_NAMES } from '@cpe/contract';

export interface ClassDetailsForm {
  title: string;
  deliveryMethodId: string;
  deliveredVirtually: boolean;
  location: string;
  timezone: string;
}

export const detailsForm = (h: ClassHeader): ClassDetailsForm => ({
  title: h.class_title,
  deliveryMethodId: h.delivery_method_object ? String(h.delivery_method_object.id) : '',
  deliveredVirtually: Boolean(h.delivered_virtually),
  location: h.location ?? h.facility ?? '',
  timezone: h.timezone_data.timezone,
});

/**
 * The delivery methods a class may choose: a Group Live & Group Internet agenda's class
 * is one of the two (spec §4 Class Details warning); otherwise the class takes its
 * agenda's method, and there is nothing to choose.
 */
export function deliveryMethodChoices(h: ClassHeader): { id: number; name: string }[] {
  if (h.course_delivery_method_id !== DELIVERY_METHOD_IDS.groupLiveAndInternet) return [];
  return [DELIVERY_METHOD_IDS.groupLive, DELIVERY_METHOD_IDS.groupInternet].map((id) => ({ id, name: DELIVERY_METHOD_NAMES[id] }));
}

/** PUT /class/{id} for the form (updateClassBody). */
export function detailsBody(form: ClassDetailsForm, updatedBy: number | undefined) {
  return {
    in_title: form.title.trim(),
    in_delivery_method_id: form.deliveryMethodId ? Number(form.deliveryMethodId) : null,
    in_delivered_virtually: form.deliveredVirtually ? 1 : 0,
    in_location: form.location.trim() || null,
    in_timezone: form.timezone,
    ...(updatedBy === undefined ? {} : { in_updated_by: updatedBy }),
  };
}

export function detailsError(form: ClassDetailsForm, needsMethod: boolean): string | null {
  if (!form.title.trim()) return 'Class Title is required.';
  if (needsMethod && !form.deliveryMethodId) return 'Choose the delivery method of this class.';
  return null;
}
