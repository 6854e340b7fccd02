import { apiDownload } from './api-download.ts';

/**
 * GET a file with the auth headers and hand it to the browser as a download under
 * `name` (the header's plain filename loses non-ASCII letters).
 */
export async function saveFile(path: string, name?: string | null): Promise<void> {
  await saveDownload(path, { name });
}

/** saveFile with a query (an export's filters); answers the response's headers (an export says there whether it was cut). */
export async function saveDownload(path: string, options: { name?: string | null; query?: Record<string, string> } = {}): Promise<Headers> {
  const { blob, filename, headers } = await apiDownload(path, { query: options.query });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = options.name || filename || 'document';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked on the next task: some browsers still read the URL after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return headers;
}
