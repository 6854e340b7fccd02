import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { endpoints, LOGO_MAX_BYTES } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { customerAdminPage, TAGS } from './access.ts';
import { logoType } from './logo-image.ts';

/** Where the browser loads the uploaded logo; the version makes a new logo show at once. */
export const LOGO_PATH = '/api/tenant-assets/logo';

export const uploadLogo = defineRoute(endpoints.uploadLogo, {
  summary: `Upload the firm's logo (multipart/form-data, field file): PNG, JPEG, GIF or WebP, at most ${LOGO_MAX_BYTES} bytes`,
  tags: TAGS,
  auth: customerAdminPage(),
  upload: true,
  async handler({ req, tx, tenant }) {
    const upload = req.upload;
    if (!upload) throw invalid('body.file', 'Required.');
    if (upload.size > LOGO_MAX_BYTES) {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', `The logo may be at most ${LOGO_MAX_BYTES / 1024} KB.`, {
        errors: [{ field: 'body.file', message: `At most ${LOGO_MAX_BYTES} bytes.` }],
      });
    }
    const bytes = await readFile(upload.tempPath);
    const type = logoType(bytes);
    if (!type || bytes.length === 0) throw invalid('body.file', 'Expected a PNG, JPEG, GIF or WebP image.');
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await tx.query(
      `INSERT INTO tenant_asset_files (tenant_id, asset_name, content_type, bytes, sha256) VALUES ($1, 'logo', $2, $3, $4)
       ON CONFLICT (tenant_id, asset_name) DO UPDATE
         SET content_type = EXCLUDED.content_type, bytes = EXCLUDED.bytes, sha256 = EXCLUDED.sha256, updated_at = now()`,
      [tenant.id, type, bytes, sha256],
    );
    const url = `${LOGO_PATH}?v=${sha256.slice(0, 16)}`;
    await tx.query(
      `INSERT INTO tenant_assets (tenant_id, asset_name, url) VALUES ($1, 'logo', $2)
       ON CONFLICT (tenant_id, asset_name) DO UPDATE SET url = EXCLUDED.url`,
      [tenant.id, url],
    );
    return { url, message: 'Logo saved' };
  },
});

export const tenantLogo = defineRoute(endpoints.tenantLogo, {
  summary: "The firm's uploaded logo (public: the login page shows it)",
  tags: TAGS,
  auth: allow.anyone(),
  async handler({ tx, reply }) {
    const { rows } = await tx.query<{ content_type: string; bytes: Uint8Array }>(
      "SELECT content_type, bytes FROM tenant_asset_files WHERE asset_name = 'logo'",
    );
    const logo = rows[0];
    if (!logo) throw notFound('This firm has not uploaded a logo.');
    reply.header('content-type', logo.content_type);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('content-security-policy', "default-src 'none'");
    // The URL carries the logo's version (?v=), so a browser may keep it; per tenant host, never shared.
    reply.header('cache-control', 'private, max-age=86400');
    return Buffer.from(logo.bytes);
  },
});
