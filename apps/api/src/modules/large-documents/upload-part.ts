import { endpoints, partParams, partQuery, UPLOAD_PART_BYTES } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { defineRoute } from '../../platform/route.ts';
import { resolveTenant } from '../../platform/tenants.ts';
import { etagOf, keepPart } from './part-store.ts';
import { admitPart } from './upload-rows.ts';

/**
 * PUT /docs/parts/{uploadId}/{partNum}?token=…: the local store's UploadPart. The signed token
 * of the part's URL is the authorization (as an S3 presigned URL is): checked before the first
 * byte is read, then the raw body (at most one part) is streamed to a file and kept as the
 * part, replacing an earlier copy; the answer's ETag header is the part's MD5, as S3's.
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
      await services.db.withTenant(
        { tenantId: tenant.id },
        (tx) => admitPart(tx, params.uploadId, params.partNum, query.token, now),
        undefined,
        'read',
      );
    },
  },
  async handler({ params, query, tx, now, req, reply, tenant, services }) {
    const row = await admitPart(tx, params.uploadId, params.partNum, query.token, now);
    const received = req.rawUpload;
    if (!received) throw new Error('The part route runs with its raw body received');
    await keepPart(services.config.storageDir, tenant.id, row.upload_id, params.partNum, received.tempPath);
    const etag = etagOf(received.md5);
    reply.header('etag', etag);
    return { partNum: params.partNum, etag };
  },
});
