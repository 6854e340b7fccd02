import { useMemo } from 'react';
import { QR_MAX_BYTES, qrMatrix } from './qr-encode.ts';

const QUIET = 4;

/**
 * What a learner's phone should open: the code entry page with the class and code
 * filled in, or the bare code when the link would not fit a small QR code.
 */
export function attendanceQrText(classId: number, code: string, origin = window.location.origin): string {
  const link = `${origin}/learner/attendance?class=${classId}&code=${encodeURIComponent(code)}`;
  return new TextEncoder().encode(link).length <= QR_MAX_BYTES ? link : code;
}

/** A QR code as SVG (one path of dark modules inside the 4-module quiet zone), sized to print or project. */
export function QrCode({ text, label, size = 168 }: { text: string; label: string; size?: number }) {
  const matrix = useMemo(() => qrMatrix(text), [text]);
  if (!matrix) return null;
  const n = matrix.length + 2 * QUIET;
  const path = matrix.flatMap((row, y) => row.flatMap((on, x) => (on ? [`M${x + QUIET} ${y + QUIET}h1v1h-1z`] : []))).join('');
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${n} ${n}`} shapeRendering="crispEdges">
      <rect width={n} height={n} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
