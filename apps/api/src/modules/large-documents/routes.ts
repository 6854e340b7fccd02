import { completeLargeUpload } from './complete-upload.ts';
import { createUploadLink } from './upload-link.ts';
import { uploadDocumentPart } from './upload-part.ts';

/** Documents over 10,000,000 bytes, uploaded in parts (ADR 0040). */
export const largeDocumentRoutes = [createUploadLink, uploadDocumentPart, completeLargeUpload];
