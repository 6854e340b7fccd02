import { endpoints, partParams, partQuery, UPLOAD_PART_BYTES } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { countRequest, personKey, type RateLimit } from '../../platform/rate-limit.ts';
import { defineRoute } from '../../platform/route.ts';
import { resolveTenant } from '../../platform/tenants.ts';
import { etagOf, keepPart } from './part-store.ts';
import { admitPart } from './upload-rows.ts';

/**
 * Part PUTs per minute (ADR 0057): per address, every PUT, a forged URL's too; per person (the
 * upload's owner), the admitted ones. 600 parts are 3 GB: a 2 GiB file (410 parts) fits in one
 * minute, while nobody rewrites the disk at line speed for long.
 */
export const PART_RATE_LIMIT: RateLimit = { bucket: 'upload-part', max: 1200, windowSeconds: 60 };
export const PART_PERSON_RATE_LIMIT: RateLimit = { bucket: 'upload-part-person', max: 600, windowSeconds: 60 };

/**
 * PUT /docs/parts/{uploadId}/{partNum}?token=…: the local store's UploadPart. The signed token
 * of the part's URL is the authorization (as an S3 presigned URL is): checked before the first
 * byte is read, with the rate limits, then the raw body (at most one part) is streamed to a file
 * and kept as the part, replacing an earlier copy; the answer's ETag header is the part's MD5, as
 * S3's. The upload's last_part_at keeps it from being removed as abandoned.
 */
export const uploadDocumentPart = defineRoute(endpoints.uploadDocumentPart, {
  summary: "Upload one part's bytes (application/octet-stream, at most 5,242,880 bytes) to the URL POST /docs/upload-link gave",
  tags: ['documents'],
  auth: allow.anyone(),
  rawBody: {
    maxBytes: UPLOAD_PART_BYTES,
    async admit(services, req) {
      const params = partParams.parse(req.params);
      const query = partQuery.parse(req.query);
      const tenant = await resolveTenant(services.tenants, req, services.config.defaultTenant);
      const now = services.clock.now();
      // Each count commits on its own, before anything else can refuse the request.
      await countRequest(services.db, tenant.id, PART_RATE_LIMIT, req.ip, now);
      const row = await services.db.withTenant(
        { tenantId: tenant.id },
        (tx) => admitPart(tx, params.uploadId, params.partNum, query.token, now),
        undefined,
        'read',
      );
      await countRequest(services.db, tenant.id, PART_PERSON_RATE_LIMIT, personKey(tenant.id, row.created_by), now);
    },
  },
  async handler({ params, query, tx, now, req, reply, tenant, services }) {
    const row = await admitPart(tx, params.uploadId, params.partNum, query.token, now);
    const received = req.rawUpload;
    if (!received) throw new Error('The part route runs with its raw body received');
    await keepPart(services.config.storageDir, tenant.id, row.upload_id, params.partNum, received.tempPath);
    await tx.query('UPDATE document_uploads SET last_part_at = $2 WHERE id = $1', [row.id, now]);
    const etag = etagOf(received.md5);
    reply.header('etag', etag);
    return { partNum: params.partNum, etag };
  },
});
