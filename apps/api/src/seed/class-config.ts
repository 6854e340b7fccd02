import { CLASS_ELEMENTS, type ClassElementId } from '@cpe/contract';

/** One element configuration row of the class pages (location 'class'). */
export interface ClassElementSeed {
  agenda_type_id: number;
  delivery_method_id: number;
  element_id: ClassElementId;
  label: string;
  is_displayed: boolean;
  is_required: boolean;
  is_editable: boolean;
}

const DELIVERY_METHODS = [1, 2, 3, 4, 5, 6, 7];
const AGENDA = { trainingHours: 2, nonCpe: 3 } as const;

const row = (agenda: number, dm: number, id: ClassElementId, over: Partial<ClassElementSeed> = {}): ClassElementSeed => ({
  agenda_type_id: agenda,
  delivery_method_id: dm,
  element_id: id,
  label: CLASS_ELEMENTS[id].label,
  is_displayed: true,
  is_required: CLASS_ELEMENTS[id].required,
  is_editable: true,
  ...over,
});

/**
 * The default key (1, 1) configures every class field; other keys only where they differ.
 * The LMS ID is the learning system's own, written by class sync, so nobody types it.
 * Non-CPE classes carry no CPE sponsor or CQ duration; neither they nor Training Hours
 * classes use affidavits, so their AOA expiration is optional.
 */
export const CLASS_ELEMENT_SEEDS: ClassElementSeed[] = [
  ...(Object.keys(CLASS_ELEMENTS) as ClassElementId[]).map((id) => row(1, 1, id, id === 'lms_id' ? { is_editable: false } : {})),
  ...DELIVERY_METHODS.flatMap((dm) => [
    row(AGENDA.nonCpe, dm, 'cq_duration', { is_displayed: false }),
    row(AGENDA.nonCpe, dm, 'sponsor', { is_displayed: false }),
    row(AGENDA.nonCpe, dm, 'aoa_expiration_date', { is_required: false }),
    row(AGENDA.trainingHours, dm, 'aoa_expiration_date', { is_required: false }),
    row(AGENDA.trainingHours, dm, 'cq_duration', { label: 'Training Hours Duration (minutes)' }),
  ]),
];
