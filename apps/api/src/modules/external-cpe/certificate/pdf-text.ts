import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The text of a PDF, read with pdfjs-dist (Mozilla's PDF.js) in its Node build. The bytes are
 * the learner's, so the reading is bounded: no eval, no fonts fetched from anywhere but the
 * package's own standard fonts, at most MAX_PAGES pages and MAX_BYTES bytes, and a deadline
 * after which the document is destroyed.
 */
export const MAX_PAGES = 5;
export const MAX_BYTES = 10_000_000;
export const DEADLINE_MS = 8_000;

const pkgDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
// pdf.js in Node reads the fonts from a path ending in a separator.
const STANDARD_FONTS = `${path.join(pkgDir, 'standard_fonts')}${path.sep}`;

interface LineItem {
  str: string;
  transform: number[];
  width: number;
}

/** One page's items as lines: items on the same baseline, left to right; a wide gap becomes wide spacing (table columns). */
function pageLines(items: LineItem[]): string[] {
  const rows = new Map<number, LineItem[]>();
  for (const item of items) {
    if (!item.str.trim()) continue;
    const y = Math.round((item.transform[5] ?? 0) / 3);
    rows.set(y, [...(rows.get(y) ?? []), item]);
  }
  return [...rows.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([, row]) => {
      row.sort((a, b) => (a.transform[4] ?? 0) - (b.transform[4] ?? 0));
      let line = '';
      let end: number | null = null;
      for (const item of row) {
        const x = item.transform[4] ?? 0;
        if (end !== null) line += x - end > 20 ? '    ' : x - end > 1 ? ' ' : '';
        line += item.str;
        end = x + item.width;
      }
      return line.trim();
    });
}

export class PdfTextError extends Error {}

export async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  if (bytes.byteLength > MAX_BYTES) throw new PdfTextError('The certificate is too large to read.');
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: STANDARD_FONTS,
    verbosity: 0,
  });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PdfTextError('Reading the certificate took too long.')), DEADLINE_MS);
  });
  try {
    return await Promise.race([
      (async () => {
        const doc = await task.promise;
        const pages = Math.min(doc.numPages, MAX_PAGES);
        const lines: string[] = [];
        for (let n = 1; n <= pages; n++) {
          const page = await doc.getPage(n);
          const content = await page.getTextContent();
          lines.push(...pageLines(content.items.filter((i) => 'str' in i) as LineItem[]));
          page.cleanup();
        }
        return { text: lines.join('\n'), pages: doc.numPages };
      })(),
      deadline,
    ]);
  } catch (err) {
    if (err instanceof PdfTextError) throw err;
    throw new PdfTextError('The certificate could not be read.');
  } finally {
    clearTimeout(timer);
    await task.destroy();
  }
}

/** For tests: where the standard fonts are read from. */
export const standardFontsUrl = () => pathToFileURL(STANDARD_FONTS).href;
