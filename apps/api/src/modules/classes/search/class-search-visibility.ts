import { CLASS_RUNNER_CODES, type PermissionCode } from '@cpe/contract';

/**
 * Codes that let someone see every class of the firm, in search as in loadClass
 * (class-access.ts): people who run classes, and viewers of Finalized courses (CRS053),
 * whose agendas the classes deliver. Anyone else finds and opens the classes they teach
 * or are a contact of.
 */
export const CLASS_SEE_ALL: readonly PermissionCode[] = [...CLASS_RUNNER_CODES, 'CRS053'];
