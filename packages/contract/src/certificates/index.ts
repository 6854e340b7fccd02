/**
 * Certificates of completion: who may have one and how it is verified.
 * The domain's public entry: another domain imports it only through this file, and its routes/ reach the package through endpoints.ts and calls.ts.
 */
export * from './rules/certificate-rules.ts';
export * from './schemas/certificates.ts';
