import { certificateVerifyPath } from '@cpe/contract';
import type { FastifyReply } from 'fastify';
import type { AppServices } from '../../platform/services.ts';
import type { Tenant } from '../../platform/tenants.ts';
import { recordUrl } from '../learning-objects/index.ts';
import type { IssuedCertificate } from './certificate-issue.ts';
import { certificatePdf } from './certificate-pdf.ts';

/** The public verification page of a code, on the tenant's own host (PUBLIC_URL with {tenant}). */
export const verifyUrl = (services: AppServices, tenant: Tenant, code: string) =>
  recordUrl(services.config.publicUrl, tenant.subdomain, certificateVerifyPath(code));

/** The PDF of an issued certificate: always printed from the facts as issued. */
export const issuedPdf = (services: AppServices, tenant: Tenant, cert: IssuedCertificate) =>
  certificatePdf({ facts: cert.facts, code: cert.code, verifyUrl: verifyUrl(services, tenant, cert.code) });

/** Headers of a file download: attachment with its name, never kept by a cache. */
export function attachment(reply: FastifyReply, contentType: string, filename: string): void {
  reply.header('content-type', contentType);
  reply.header('content-disposition', `attachment; filename="${filename}"`);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('cache-control', 'private, no-store');
}
