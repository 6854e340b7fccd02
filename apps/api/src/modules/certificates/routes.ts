import type { RouteSpec } from '../../platform/route.ts';
import { downloadCertificate } from './download-certificate.ts';
import { downloadClassCertificates } from './download-class-certificates.ts';
import { verifyCertificate } from './verify-certificate.ts';

/** Certificates of completion and their public verification (issue 15; ADR 0032). */
export const certificateRoutes: RouteSpec[] = [downloadCertificate, downloadClassCertificates, verifyCertificate];
