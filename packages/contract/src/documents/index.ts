/**
 * Documents and large documents: their rows, comments, biographies and uploads in parts.
 * The domain's public entry: another domain imports it only through this file, and its routes/ reach the package through endpoints.ts and calls.ts.
 */
export * from './schemas/documents.ts';
export * from './schemas/large-documents.ts';
