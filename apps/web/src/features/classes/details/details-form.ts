import {
  type ClassHeader,
  type ClassResponse,
  classDetailsFields,
  DELIVERY_METHOD_IDS,
  DELIVERY_METHOD_NAMES,
  elementFieldProblems,
} from '@cpe/contract';

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
 * is one of the two (Class Details warning); otherwise the class takes its
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
    in_delivered_virtually: form.deliveredVirtually ? (1 as const) : (0 as const),
    in_location: form.location.trim() || null,
    in_timezone: form.timezone,
    ...(updatedBy === undefined ? {} : { in_updated_by: updatedBy }),
  };
}

export type DetailsErrors = Partial<Record<keyof ClassDetailsForm, string>>;
const FORM_KEY: Record<string, keyof ClassDetailsForm> = {
  in_title: 'title',
  in_delivery_method_id: 'deliveryMethodId',
  in_delivered_virtually: 'deliveredVirtually',
  in_location: 'location',
  in_timezone: 'timezone',
};

/**
 * The form's problems by field: the element configuration's (the same check the server
 * makes), and a Group Live & Group Internet class without its delivery method.
 */
export function detailsErrors(form: ClassDetailsForm, cls: Pick<ClassResponse, 'classSummary' | 'elements'>): DetailsErrors {
  const h = cls.classSummary;
  const shown = detailsForm(h);
  const problems = elementFieldProblems(
    cls.elements,
    classDetailsFields(detailsBody(form, undefined), {
      class_title: shown.title,
      delivery_method_id: h.delivery_method_object?.id ?? null,
      delivered_virtually: shown.deliveredVirtually,
      place: shown.location || null,
      timezone: shown.timezone,
    }),
  );
  const errors: DetailsErrors = {};
  for (const p of problems) {
    const key = FORM_KEY[p.field];
    if (key) errors[key] ??= p.message;
  }
  if (deliveryMethodChoices(h).length > 0 && !form.deliveryMethodId)
    errors.deliveryMethodId ??= 'Choose the delivery method of this class.';
  return errors;
}
