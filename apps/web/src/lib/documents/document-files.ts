import type { DocumentRow } from '@cpe/contract';
import { saveFile } from '../save-file.ts';

/** Upload rule: a file over 10,000,000 bytes goes in parts (part-upload.ts), never the direct one. */
export const MAX_DIRECT_UPLOAD_BYTES = 10_000_000;
/** The documentation type (2) chosen by default. */
export const DEFAULT_ATTACHMENT_TYPE_ID = 2;

export const MAX_DOCUMENT_HINT = `Files over ${MAX_DIRECT_UPLOAD_BYTES.toLocaleString('en-US')} bytes (10 MB) are sent in parts.`;

const sizeFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** '512 bytes', '12.3 KB', '4.6 MB' (decimal units, as the 10,000,000-byte limit). */
export function formatSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${sizeFormat.format(bytes / 1000)} KB`;
  return `${sizeFormat.format(bytes / 1_000_000)} MB`;
}

/** GET /docs/download/{docId}, saved under the document's own name. */
export const downloadDocument = (doc: Pick<DocumentRow, 'id' | 'doc_name'>): Promise<void> =>
  saveFile(`/docs/download/${doc.id}`, doc.doc_name);
