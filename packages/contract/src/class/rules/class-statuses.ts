/**
 * A class's statuses (Uncertified, Certified, Voided), declared once: the class search filter, the
 * header and summary schemas, the attendance report and the rules all read this list.
 */
export const CLASS_STATUSES = ['Uncertified', 'Certified', 'Voided'] as const;
export type ClassStatus = (typeof CLASS_STATUSES)[number];
