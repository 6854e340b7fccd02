import { UPLOAD_PART_BYTES } from '@cpe/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PART_CONCURRENCY, PartUploadError, uploadInParts } from '../src/lib/documents/part-upload.ts';

/** The browser's side of an upload in parts: links, parts three at a time with retries, completion. */
interface Seen {
  method: string;
  url: string;
  body?: unknown;
}

function serve(opts: { failPart?: Record<number, number>; link?: number; complete?: number } = {}) {
  const seen: Seen[] = [];
  const failures = { ...opts.failPart };
  let inFlight = 0;
  let maxInFlight = 0;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    if (url === '/api/docs/upload-link') {
      const body = JSON.parse(init.body as string);
      seen.push({ method, url, body });
      if (opts.link) return new Response(JSON.stringify({ message: 'nope', code: 'VALIDATION' }), { status: opts.link });
      const parts = Array.from({ length: body.numOfParts }, (_, i) => ({
        uploadURL: `/api/docs/parts/u/${i + 1}?token=t`,
        partNum: i + 1,
        filepath: '1/2026/u',
        uploadId: 'u',
      }));
      return new Response(JSON.stringify(parts), { status: 200 });
    }
    if (url.startsWith('/api/docs/parts/')) {
      const partNum = Number(url.split('/')[5]?.split('?')[0]);
      seen.push({ method, url, body: (init.body as Blob).size });
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight--;
      if ((failures[partNum] ?? 0) > 0) {
        failures[partNum] = (failures[partNum] as number) - 1;
        return new Response('{}', { status: 500 });
      }
      return new Response(JSON.stringify({ partNum, etag: `"e${partNum}"` }), { status: 200, headers: { etag: `"e${partNum}"` } });
    }
    seen.push({ method, url, body: JSON.parse(init.body as string) });
    if (opts.complete) return new Response(JSON.stringify({ message: 'bad etag', code: 'VALIDATION' }), { status: opts.complete });
    return new Response(JSON.stringify({ id: 9, message: 'Document Successfully Uploaded' }), { status: 201 });
  });
  return { seen, maxInFlight: () => maxInFlight };
}

const file = (size: number) => new File([new Uint8Array(size)], 'talk.mp4', { type: 'video/mp4' });
const noWait = async () => {};
const target = { learning_object_type_id: 1, learning_object_id: 5 };

afterEach(() => vi.unstubAllGlobals());

describe('uploadInParts', () => {
  it('sends 25 MB in 5 parts, at most three at once, reports progress, and completes with the etags in order', async () => {
    const server = serve();
    const progress: number[] = [];
    const size = 25_000_000;
    const answer = await uploadInParts({
      file: file(size),
      attachmentTypeId: 2,
      target,
      onProgress: (p) => progress.push(p),
      sleep: noWait,
    });
    expect(answer).toEqual({ id: 9, message: 'Document Successfully Uploaded' });
    const link = server.seen[0];
    expect(link?.body).toMatchObject({ numOfParts: 5, filename: 'talk.mp4', attachment_type_id: 2, ...target });
    const parts = server.seen.filter((s) => s.method === 'PUT');
    expect(parts.map((p) => p.body)).toEqual(expect.arrayContaining([UPLOAD_PART_BYTES, size - 4 * UPLOAD_PART_BYTES]));
    expect(server.maxInFlight()).toBeLessThanOrEqual(PART_CONCURRENCY);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    const done = server.seen.at(-1);
    expect(done?.url).toBe('/api/docs/large');
    expect((done?.body as { etags?: unknown } | undefined)?.etags).toEqual([1, 2, 3, 4, 5].map((n) => ({ partNum: n, etag: `"e${n}"` })));
  });

  it('retries a failed part, and gives up after three more tries with "Error uploading document"', async () => {
    const once = serve({ failPart: { 2: 1 } });
    await uploadInParts({ file: file(11_000_000), attachmentTypeId: 2, target, sleep: noWait });
    expect(once.seen.filter((s) => s.url.startsWith('/api/docs/parts/u/2?')).length).toBe(2);
    vi.unstubAllGlobals();
    serve({ failPart: { 1: 4 } });
    const failed = uploadInParts({ file: file(11_000_000), attachmentTypeId: 2, target, sleep: noWait });
    await expect(failed).rejects.toBeInstanceOf(PartUploadError);
    await expect(failed).rejects.toThrow(/^Error uploading document/);
  });

  it('names the step that failed: the link, or the completion', async () => {
    serve({ link: 400 });
    await expect(uploadInParts({ file: file(11_000_000), attachmentTypeId: 2, target, sleep: noWait })).rejects.toThrow(
      /^Error generating document upload url/,
    );
    vi.unstubAllGlobals();
    serve({ complete: 400 });
    await expect(uploadInParts({ file: file(11_000_000), attachmentTypeId: 2, target, sleep: noWait })).rejects.toThrow(
      /^Error saving document metadata/,
    );
  });
});
