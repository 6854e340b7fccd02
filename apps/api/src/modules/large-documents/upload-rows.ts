import { createHmac, timingSafeEqual } from 'node:crypto';
import { DEFAULT_MAX_DOCUMENT_BYTES } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import { loadTenantSettings } from '../../platform/tenant-settings.ts';

/** A part URL is valid this long: long enough for a slow 2 GB upload, gone before the day's cleanup. */
export const PART_URL_TTL_SECONDS = 12 * 60 * 60;

/** A row of document_uploads (migration 0033). */
export interface UploadRow {
  id: number;
  upload_id: string;
  store: 'local' | 's3';
  storage_key: string;
  s3_upload_id: string | null;
  token_secret: string;
  learning_object_type_id: number | null;
  learning_object_id: number | null;
  person_id: number | null;
  attachment_type_id: number;
  filename: string;
  content_type: string;
  parts: number;
  created_by: number;
  completed_at: Date | null;
}

/** The tenant's upload of that id (row-level security hides the others: 404), locked when completing. */
export async function loadUpload(tx: Queryable, uploadId: string, lock = false): Promise<UploadRow> {
  const { rows } = await tx.query<UploadRow>(`SELECT * FROM document_uploads WHERE upload_id = $1${lock ? ' FOR UPDATE' : ''}`, [uploadId]);
  const row = rows[0];
  if (!row) throw notFound('Upload not found');
  return row;
}

/** The firm's largest document in bytes (tenant setting maxDocumentBytes; 2 GiB by default). */
export async function maxDocumentBytes(tx: Queryable): Promise<number> {
  return (await loadTenantSettings(tx, ['maxDocumentBytes'])).maxDocumentBytes ?? DEFAULT_MAX_DOCUMENT_BYTES;
}

const mac = (secret: string, uploadId: string, partNum: number, expires: number) =>
  createHmac('sha256', secret).update(`${uploadId}.${partNum}.${expires}`).digest('hex');

/** The token of a part's URL: when it expires (Unix seconds) and an HMAC of upload, part and expiry under the upload's own key. */
export function partToken(row: Pick<UploadRow, 'token_secret' | 'upload_id'>, partNum: number, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + PART_URL_TTL_SECONDS;
  return `${expires}.${mac(row.token_secret, row.upload_id, partNum, expires)}`;
}

/**
 * A part may be PUT with a token signed for exactly this upload and part, not expired, while
 * the upload is open in the local store: 403 for a tampered or expired URL, 404 for an
 * unknown upload (another tenant's too), 409 once completed.
 */
export async function admitPart(tx: Queryable, uploadId: string, partNum: number, token: string, now: Date): Promise<UploadRow> {
  const row = await loadUpload(tx, uploadId);
  if (row.store !== 'local') throw notFound('Upload not found');
  const [expiresText = '', signature = ''] = token.split('.');
  const expected = Buffer.from(mac(row.token_secret, row.upload_id, partNum, Number(expiresText)), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw forbidden('The upload URL of this part is not valid.');
  if (Number(expiresText) * 1000 < now.getTime()) throw forbidden('The upload URL of this part has expired.');
  if (row.completed_at) throw conflict('This upload was completed already.');
  return row;
}
