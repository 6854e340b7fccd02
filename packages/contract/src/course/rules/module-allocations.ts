/**
 * A module's field-of-study allocations, one rule for the module form and the server
 * (ADR 0016): each field at most once, and the percents of the fields add up to 100.
 */
export const MODULE_MESSAGES = {
  endAfterStart: 'The end time must be after the start time.',
  allocationsTotal: 'Field of study allocations must add up to 100%.',
  allocationsNeeded: 'A credit-qualified module needs fields of study totalling 100%.',
  fieldTwice: 'Each field of study may appear once.',
  percent: 'Enter a whole percent from 1 to 100.',
} as const;

export interface AllocationShare {
  field_of_study_id: number | string;
  percent: number;
}

/** A field of study named by more than one allocation. */
export function namesAFieldTwice(allocations: readonly Pick<AllocationShare, 'field_of_study_id'>[]): boolean {
  const fields = allocations.map((a) => a.field_of_study_id);
  return new Set(fields).size !== fields.length;
}

/** Allocations that are there add up to 100 % (none is a module without fields, checked apart). */
export function allocationsAddUp(allocations: readonly Pick<AllocationShare, 'percent'>[]): boolean {
  return allocations.length === 0 || allocations.reduce((sum, a) => sum + a.percent, 0) === 100;
}

/** What is wrong with a module's allocations, or null: a field named twice first, then the total. */
export function allocationProblem(allocations: readonly AllocationShare[]): 'fieldTwice' | 'allocationsTotal' | null {
  if (namesAFieldTwice(allocations)) return 'fieldTwice';
  if (!allocationsAddUp(allocations)) return 'allocationsTotal';
  return null;
}
