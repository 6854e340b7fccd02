import { type CertifySent, type ClassResponse, certifyFields, elementFieldProblems } from '@cpe/contract';

/** The certify dialog's fields (PUT /class/certify/{id}) as typed, by element id. */
export interface CertifyForm {
  cq_duration: string;
  sponsor: string;
  lms_id: string;
  alternate_id: string;
}
export type CertifyKey = keyof CertifyForm;
export const CERTIFY_KEYS: readonly CertifyKey[] = ['cq_duration', 'sponsor', 'lms_id', 'alternate_id'];

export const certifyForm = (h: ClassResponse['classSummary']): CertifyForm => ({
  cq_duration: h.cq_duration === null ? '' : String(h.cq_duration),
  sponsor: h.sponsor ?? '',
  lms_id: h.lms_id ?? '',
  alternate_id: h.alternate_id ?? '',
});

const BODY_KEY: Record<CertifyKey, keyof CertifySent> = {
  cq_duration: 'cq_duration',
  sponsor: 'sponsor',
  lms_id: 'lmsId',
  alternate_id: 'classID2',
};
const WHOLE_MINUTES = /^\d{1,6}$/;

/** What the dialog sends: only the fields the caller may change (the server keeps the rest). */
export function certifySent(form: CertifyForm, elements: ClassResponse['elements']): CertifySent {
  const sent: CertifySent = {};
  if (elements.cq_duration.editable) sent.cq_duration = form.cq_duration.trim() === '' ? null : Number(form.cq_duration.trim());
  if (elements.sponsor.editable) sent.sponsor = form.sponsor.trim() || null;
  if (elements.lms_id.editable) sent.lmsId = form.lms_id.trim() || null;
  if (elements.alternate_id.editable) sent.classID2 = form.alternate_id.trim() || null;
  return sent;
}

/** The dialog's problems by field: whole minutes, then the element configuration's (the server's same check). */
export function certifyErrors(
  form: CertifyForm,
  cls: Pick<ClassResponse, 'classSummary' | 'elements'>,
): Partial<Record<CertifyKey, string>> {
  const errors: Partial<Record<CertifyKey, string>> = {};
  if (form.cq_duration.trim() !== '' && !WHOLE_MINUTES.test(form.cq_duration.trim())) errors.cq_duration = 'Enter whole minutes.';
  const h = cls.classSummary;
  const now = { cq_duration: h.cq_duration, sponsor: h.sponsor, lms_id: h.lms_id, alternate_id: h.alternate_id };
  for (const p of elementFieldProblems(cls.elements, certifyFields(certifySent(form, cls.elements), now))) {
    const key = CERTIFY_KEYS.find((k) => BODY_KEY[k] === p.field);
    if (key) errors[key] ??= p.message;
  }
  return errors;
}
