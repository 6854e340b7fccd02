import jsQR from 'jsqr';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFRef } from 'pdf-lib';
import { pdfText as readPdf } from '../../src/modules/external-cpe/certificate/pdf-text.ts';
import type { Session, TestServer } from './test-server.ts';

/**
 * Reading certificates back as a person would: the PDF's text through pdf.js, and its QR code
 * by rasterizing the filled rectangles of the page's content stream (the QR is drawn as
 * vector runs of dark modules) and decoding that image with jsQR.
 */
/** The PDF's text; pdf.js takes the buffer it is given, so it reads a copy and the bytes stay usable. */
export const pdfText = (bytes: Uint8Array) => readPdf(bytes.slice());

/** A download's bytes and headers (the test server's `call` reads JSON). */
export async function download(server: TestServer, path: string, s?: Session, tenant = 'demo') {
  const headers: Record<string, string> = { subdomain_name: s?.tenant ?? tenant };
  if (s) Object.assign(headers, { authorization: `Bearer ${s.token}`, user_id: String(s.personId) });
  const res = await fetch(server.url + path, { headers });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, json: () => JSON.parse(new TextDecoder().decode(bytes)) };
}

async function pageContent(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const contents = doc.getPage(0).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref as PDFRef)) : [contents];
  return streams.map((s) => (s instanceof PDFRawStream ? new TextDecoder('latin1').decode(decodePDFRawStream(s).decode()) : '')).join('\n');
}

/** The text the page's QR code encodes, or null when there is none to read. */
export async function qrText(bytes: Uint8Array): Promise<string | null> {
  const content = await pageContent(bytes);
  const rects = [...content.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g)]
    .map((m) => m.slice(1, 5).map(Number) as [number, number, number, number])
    // The QR's runs are one module high; the page border is a large stroked rectangle.
    .filter(([, , w, h]) => w < 100 && h < 10);
  if (rects.length === 0) return null;
  const cell = Math.min(...rects.map((r) => r[3]));
  const minX = Math.min(...rects.map((r) => r[0]));
  const minY = Math.min(...rects.map((r) => r[1]));
  const maxX = Math.max(...rects.map((r) => r[0] + r[2]));
  const maxY = Math.max(...rects.map((r) => r[1] + r[3]));
  const n = Math.round((maxX - minX) / cell);
  const rows = Math.round((maxY - minY) / cell);
  const scale = 6;
  const quiet = 4;
  const side = (Math.max(n, rows) + 2 * quiet) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [x, y, w, h] of rects) {
    const col0 = Math.round((x - minX) / cell);
    const cols = Math.round(w / cell);
    // PDF y grows upwards; the image's rows grow downwards.
    const row = rows - 1 - Math.round((y - minY) / cell);
    for (let c = col0; c < col0 + cols; c++)
      for (let dy = 0; dy < scale * Math.round(h / cell); dy++)
        for (let dx = 0; dx < scale; dx++) {
          const px = (quiet + c) * scale + dx;
          const py = (quiet + row) * scale + dy;
          const i = (py * side + px) * 4;
          pixels[i] = pixels[i + 1] = pixels[i + 2] = 0;
        }
  }
  return jsQR(pixels, side, side)?.data ?? null;
}
