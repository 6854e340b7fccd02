import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';

export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
}

/**
 * A zip archive, streamed as its entries come: each is stored (PDFs are compressed already),
 * and the next is made only once the client has taken what was sent (back-pressure), so a
 * class of thousands never sits in memory whole. A failure mid-way ends the stream with it.
 */
export function zipStream(entries: AsyncIterable<ZipEntry>): Readable {
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) return void out.destroy(err);
    out.write(chunk);
    if (final) out.end();
  });
  (async () => {
    for await (const entry of entries) {
      if (out.destroyed) return;
      const file = new ZipPassThrough(entry.name);
      zip.add(file);
      file.push(entry.bytes, true);
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    zip.end();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
