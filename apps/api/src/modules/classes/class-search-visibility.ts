import type { PermissionCode } from '@cpe/contract';

/**
 * Codes that let someone see every class of the firm in search, as loadClass
 * (class-access.ts) lets them open any class; anyone else finds the classes they teach
 * or are a contact of. Keep the two lists equal.
 */
export const CLASS_SEE_ALL: readonly PermissionCode[] = ['CLS046', 'CLS054', 'CLS032', 'CLS057', 'CLS055', 'CRS053'];
