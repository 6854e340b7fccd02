/**
 * The local learning codes (ADR 0023), apart from the local learning policy: the class policy
 * reads them too (a local learning's class is opened by them), and the class sits below the
 * offerings, so the codes live with the course, below both.
 */
import type { PermissionCode } from '../../platform/index.ts';

export const LOCAL_LEARNING_POLICY_CODES = {
  /** Edit a Draft local learning (the submitter may also) and submit it. */
  draft: 'LLP057',
  /** Edit a Pending Signoff local learning, return it to Draft, approve it for delivery. */
  signoff: 'LLP056',
  /** Edit a Pending Delivery local learning, its roster, and submit it to the LMS. */
  delivery: 'LLP063',
  /** Edit the AOA code expiry of its class. */
  codeExpiry: 'LLP060',
  /** Not Approved in Pending Delivery. */
  notApprove: 'LLP065',
  /** Edit the Content Review once the local learning is final (Pending Delivery). */
  finalizedContentReview: 'FIN016',
} as const satisfies Record<string, PermissionCode>;

/** Any local learning code: the rule of the local learning routes and screens; holders see every local learning. */
export const LOCAL_LEARNING_ACCESS_CODES: readonly PermissionCode[] = Object.values(LOCAL_LEARNING_POLICY_CODES);
