import { apiDownload } from './api-download.ts';

/**
 * GET a file with the auth headers and hand it to the browser as a download under
 * `name` (the header's plain filename loses non-ASCII letters).
 */
export async function saveFile(path: string, name?: string | null): Promise<void> {
  const { blob, filename } = await apiDownload(path);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name || filename || 'document';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked on the next task: some browsers still read the URL after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
