import { z } from 'zod';
import { idParam } from '../../platform/index.ts';

/**
 * POST /person/merge {survivorId, victimId, getSummary} (ADR 0033). The survivor keeps
 * everything of both people; the victim is merged away. With getSummary the answer is the preview
 * of the merge payload (e-mail and id changes), which may be empty ('preparing') the first time: the page polls every
 * second until it is not. Without it, the merge happens and the answer is what moved.
 */
export const personMergeBody = z
  .object({
    survivorId: idParam,
    victimId: idParam,
    getSummary: z.boolean(),
  })
  .meta({ id: 'PersonMergeRequest' });

/**
 * The merge payload: one e-mail or id the survivor gains. `value_old` is the survivor's primary
 * value of that type before the merge (null when it has none), `value_new` the victim's value it
 * gains, `primary` 1 when that value becomes the survivor's primary one (only when it had none).
 */
export const mergeChange = z.object({
  primary: z.union([z.literal(0), z.literal(1)]),
  type: z.string(),
  value_new: z.string(),
  value_old: z.string().nullable(),
});
export type MergeChange = z.infer<typeof mergeChange>;

/** How many of the victim's records move to the survivor. */
export const mergeCounts = z.object({
  /** Live class roster entries of the victim. */
  roster_entries: z.number().int(),
  /** Of those, classes the survivor is on too: one entry stays, with the union of attended days. */
  roster_conflicts: z.number().int(),
  /** Transcripts: certified classes and approved external CPE. */
  transcripts: z.number().int(),
  /** External CPE requests. */
  requests: z.number().int(),
  /** Affidavits of attendance. */
  aoas: z.number().int(),
  /** Documents (the person's own, such as the biography, and those they uploaded). */
  documents: z.number().int(),
  /** Roles the survivor gains. */
  roles: z.number().int(),
});
export type MergeCounts = z.infer<typeof mergeCounts>;

/**
 * A role of the victim the survivor would gain (ADR 0055). `grantable` is 1 when the person asking
 * may give that role (contract grant-ceiling); the merge is refused while any is 0.
 */
export const mergeRoleChange = z.object({
  role_id: z.number().int(),
  role_name: z.string(),
  grantable: z.union([z.literal(0), z.literal(1)]),
});
export type MergeRoleChange = z.infer<typeof mergeRoleChange>;

const mergePerson = z.object({ id: z.number().int(), name: z.string(), person_type: z.enum(['internal', 'external']) });

export const mergeSummary = z
  .object({
    survivor: mergePerson,
    victim: mergePerson,
    email_changes: z.array(mergeChange),
    id_changes: z.array(mergeChange),
    counts: mergeCounts,
    /** The roles the survivor gains, as the person asking may give them (added to the merge payload). */
    role_changes: z.array(mergeRoleChange),
  })
  .meta({ id: 'PersonMergeSummary' });
export type MergeSummary = z.infer<typeof mergeSummary>;

export const PERSON_MERGE_STATUSES = ['preparing', 'ready', 'merged'] as const;
export type PersonMergeStatus = (typeof PERSON_MERGE_STATUSES)[number];

export const personMergeResponse = z
  .object({
    /** preparing: the summary is being prepared, ask again; ready: the preview; merged: done, and what moved. */
    status: z.enum(PERSON_MERGE_STATUSES),
    summary: mergeSummary.nullable(),
  })
  .meta({ id: 'PersonMerge' });
export type PersonMergeResponse = z.infer<typeof personMergeResponse>;
