import { apiDownload } from '../../../lib/api-download.ts';

/**
 * Downloads GET /course/search/export with the search's filters: fetch with the
 * session's headers (a plain link would carry none), then save the blob under the
 * server's file name. Answers whether the server cut the export at its row limit.
 */
export async function exportCoursesCsv(query: Record<string, string>): Promise<{ truncated: boolean }> {
  const { blob, filename, headers } = await apiDownload('/course/search/export', { query });
  const url = URL.createObjectURL(blob);
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = filename ?? 'courses.csv';
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    // The click has handed the blob to the browser's download; the URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return { truncated: headers.get('x-export-truncated') === 'true' };
}
