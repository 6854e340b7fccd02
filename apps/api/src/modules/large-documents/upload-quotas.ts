import { UPLOAD_PART_BYTES } from '@cpe/contract';
import type { UploadQuotas } from '../../config.ts';
import type { Queryable } from '../../db/types.ts';
import { AppError } from '../../platform/errors.ts';

/** Arbitrary but fixed: links of one firm take turns, so two at once cannot both take the last room. */
const UPLOAD_QUOTA_LOCK = 72_220_057;

/** What an open upload holds: its declared parts, each at most 5,242,880 bytes on disk. */
export const declaredBytes = (parts: number) => parts * UPLOAD_PART_BYTES;

const bytes = (n: number) => `${n.toLocaleString('en-US')} bytes`;

/**
 * A quota refused: 409 while it is what is open that stands in the way (finishing an upload, or
 * its removal once abandoned, makes room), 413 when the firm's storage is full (only deleting
 * documents does). The message names the limit and its value; the field is the request's size.
 */
const refused = (status: 409 | 413, message: string) =>
  new AppError(status, status === 409 ? 'CONFLICT' : 'PAYLOAD_TOO_LARGE', message, {
    errors: [{ field: 'body.numOfParts', message }],
  });

interface Usage {
  mine: number;
  open: number;
  my_parts: number;
  parts: number;
  stored: number;
}

/** The firm's open uploads (all, and the person's) and stored bytes; row-level security keeps it to the tenant. */
async function usage(tx: Queryable, personId: number): Promise<Usage> {
  const { rows } = await tx.query<Record<keyof Usage, string | number>>(
    `SELECT count(*) FILTER (WHERE created_by = $1) AS mine, count(*) AS open,
            coalesce(sum(parts) FILTER (WHERE created_by = $1), 0) AS my_parts, coalesce(sum(parts), 0) AS parts,
            (SELECT coalesce(sum(size_bytes), 0) FROM documents) AS stored
       FROM document_uploads WHERE completed_at IS NULL`,
    [personId],
  );
  const row = rows[0] ?? {};
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as unknown as Usage;
}

/**
 * POST /docs/upload-link opens an upload of `parts` parts only while the person and the firm
 * stay within their quotas (ADR 0057): open uploads, declared bytes in flight, and stored
 * plus in-flight bytes of the firm. Takes the firm's lock until the request commits.
 */
export async function assertUploadQuota(tx: Queryable, tenantId: number, personId: number, parts: number, quotas: UploadQuotas) {
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [UPLOAD_QUOTA_LOCK, tenantId]);
  const u = await usage(tx, personId);
  const wanted = declaredBytes(parts);
  const wait = `An upload with no part received for ${quotas.abandonedAfterHours} hours is removed.`;
  if (u.mine >= quotas.openPerPerson)
    throw refused(
      409,
      `You have ${u.mine} uploads in progress; one person may have at most ${quotas.openPerPerson}: finish one first. ${wait}`,
    );
  if (u.open >= quotas.openPerTenant)
    throw refused(409, `This firm has ${u.open} uploads in progress; a firm may have at most ${quotas.openPerTenant}: try again later.`);
  if (declaredBytes(u.my_parts) + wanted > quotas.inFlightBytesPerPerson)
    throw refused(
      409,
      `Your uploads in progress and this one would come to ${bytes(declaredBytes(u.my_parts) + wanted)}, more than the ${bytes(quotas.inFlightBytesPerPerson)} one person may have in progress: finish one first. ${wait}`,
    );
  if (declaredBytes(u.parts) + wanted > quotas.inFlightBytesPerTenant)
    throw refused(
      409,
      `This firm's uploads in progress and this one would come to ${bytes(declaredBytes(u.parts) + wanted)}, more than the ${bytes(quotas.inFlightBytesPerTenant)} a firm may have in progress: try again later.`,
    );
  if (u.stored + declaredBytes(u.parts) + wanted > quotas.storedBytesPerTenant)
    throw refused(
      413,
      `This firm's documents, its uploads in progress and this one would come to ${bytes(u.stored + declaredBytes(u.parts) + wanted)}, more than the ${bytes(quotas.storedBytesPerTenant)} a firm may store: delete documents it no longer needs first.`,
    );
}
