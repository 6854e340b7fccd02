import { fill, type PDFPage, popGraphicsState, pushGraphicsState, rectangle, setFillingGrayscaleColor } from 'pdf-lib';
import qrcode from 'qrcode-generator';

/** The QR code's modules: true for dark, row by row from the top. */
export function qrModules(text: string): boolean[][] {
  // Error correction M: a printed certificate may be creased or stained; type 0 picks the smallest version that fits.
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const n = qr.getModuleCount();
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => qr.isDark(r, c)));
}

/**
 * Draws the QR code as vector rectangles (one per horizontal run of dark modules), so it is
 * sharp at any zoom and in print, with `x, y` its lower-left corner and `size` its width
 * without the quiet zone, which the caller leaves free (4 modules).
 */
export function drawQr(page: PDFPage, text: string, x: number, y: number, size: number): void {
  const modules = qrModules(text);
  const n = modules.length;
  const cell = size / n;
  const ops = [pushGraphicsState(), setFillingGrayscaleColor(0)];
  modules.forEach((row, r) => {
    let c = 0;
    while (c < n) {
      if (!row[c]) {
        c++;
        continue;
      }
      const start = c;
      while (c < n && row[c]) c++;
      ops.push(rectangle(x + start * cell, y + (n - r - 1) * cell, (c - start) * cell, cell));
    }
  });
  ops.push(fill(), popGraphicsState());
  page.pushOperators(...ops);
}
