import { CERTIFICATE_MESSAGES, endpoints, normalizeCertificateCode } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { notFound } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import type { IssuedCertificate } from './certificate-issue.ts';

/** Public lookups, per IP: enough for a board's staff checking a pile of certificates, too few to walk the code space. */
const VERIFY_RATE_LIMIT = { bucket: 'certificate-verify', max: 60, windowSeconds: 60 };

export const verifyCertificate = defineRoute(endpoints.verifyCertificate, {
  summary: 'Public verification of a certificate of completion by its code: the facts it states, as issued, and whether it was revoked',
  tags: ['certificates'],
  auth: allow.anyone(),
  rateLimit: VERIFY_RATE_LIMIT,
  async handler({ query, tx }) {
    const code = normalizeCertificateCode(query.code);
    if (!code) throw notFound(CERTIFICATE_MESSAGES.notFound);
    const { rows } = await tx.query<{
      code: string;
      facts: IssuedCertificate['facts'];
      issued_at: Date | string;
      revoked_at: Date | string | null;
    }>('SELECT code, facts, issued_at, revoked_at FROM certificates WHERE code = $1', [code]);
    const row = rows[0];
    if (!row) throw notFound(CERTIFICATE_MESSAGES.notFound);
    return {
      code: row.code,
      facts: row.facts,
      issued_at: new Date(row.issued_at).toISOString(),
      revoked_at: row.revoked_at === null ? null : new Date(row.revoked_at).toISOString(),
    };
  },
});
