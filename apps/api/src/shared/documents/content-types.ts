/**
 * The MIME types a document keeps as its browser sent them. Any other type, and any value
 * that is not a plain `type/subtype` (parameters, control characters such as
 * `text/plain\x01`), is stored as application/octet-stream: the type is only a label, and a
 * malformed one would make the download's Content-Type header impossible to send.
 */
const ALLOWED = new Set([
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'application/rtf',
  'application/zip',
  'application/octet-stream',
  'text/plain',
  'text/csv',
  'text/rtf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  // Kept as a label; downloaded as application/octet-stream (ACTIVE below).
  'text/html',
  'application/xhtml+xml',
  'image/svg+xml',
]);

/** Types a browser would run (script, markup that can hold script): never sent as themselves. */
const ACTIVE =
  /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml|(text|application)\/(x-)?(java|ecma)script|text\/xsl)$/;

const OCTET_STREAM = 'application/octet-stream';

/** The content type a new document is stored with. */
export function storedContentType(sent: string | undefined): string {
  const type = (sent ?? '').trim().toLowerCase();
  return ALLOWED.has(type) ? type : OCTET_STREAM;
}

/**
 * The Content-Type of a download: the stored type when it is allowed and passive; an active
 * type, or one stored before the allow-list, goes out as application/octet-stream.
 */
export function downloadContentType(stored: string): string {
  const type = storedContentType(stored);
  return ACTIVE.test(type) ? OCTET_STREAM : type;
}
