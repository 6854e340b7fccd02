/**
 * A minimal QR code encoder (ISO/IEC 18004): byte mode, versions 1 to 4, error
 * correction level L. That is up to 78 bytes, enough for an attendance code or a short
 * link to the code entry page; each of these versions has a single error-correction
 * block and one alignment pattern, which keeps this small. The tests compare its
 * matrices with a reference encoder's.
 */

/** Data codewords and error-correction codewords of versions 1-4 at level L. */
const VERSIONS = [
  { data: 19, ecc: 7 },
  { data: 34, ecc: 10 },
  { data: 55, ecc: 15 },
  { data: 80, ecc: 20 },
];
/** The most bytes versions 1-4 at level L hold in byte mode (4 bits of mode, 8 of count). */
export const QR_MAX_BYTES = 78;

// GF(256) with the QR polynomial x^8 + x^4 + x^3 + x^2 + 1.
const EXP: number[] = [];
const LOG: number[] = [];
for (let i = 0, x = 1; i < 255; i++, x = (x << 1) ^ (x & 0x80 ? 0x11d : 0)) {
  EXP[i] = x;
  LOG[x] = i;
}
const gfMul = (a: number, b: number) => (a === 0 || b === 0 ? 0 : (EXP[((LOG[a] ?? 0) + (LOG[b] ?? 0)) % 255] ?? 0));

/** The Reed-Solomon error-correction codewords of `data`. */
export function reedSolomon(data: readonly number[], degree: number): number[] {
  let gen = [1];
  for (let i = 0; i < degree; i++) {
    const next = new Array<number>(gen.length + 1).fill(0);
    gen.forEach((c, j) => {
      next[j] = (next[j] ?? 0) ^ c;
      next[j + 1] = (next[j + 1] ?? 0) ^ gfMul(c, EXP[i] ?? 0);
    });
    gen = next;
  }
  const rem = new Array<number>(degree).fill(0);
  for (const byte of data) {
    const factor = byte ^ (rem.shift() ?? 0);
    rem.push(0);
    for (let j = 0; j < degree; j++) rem[j] = (rem[j] ?? 0) ^ gfMul(gen[j + 1] ?? 0, factor);
  }
  return rem;
}

/** Mode, count, bytes, terminator and padding, then the error correction: the codewords of a version. */
function codewords(bytes: Uint8Array, version: { data: number; ecc: number }): number[] {
  const bits: number[] = [];
  const put = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  put(0b0100, 4);
  put(bytes.length, 8);
  for (const byte of bytes) put(byte, 8);
  const capacity = version.data * 8;
  put(0, Math.min(4, capacity - bits.length));
  put(0, (8 - (bits.length % 8)) % 8);
  const data: number[] = [];
  for (let i = 0; i < bits.length; i += 8) data.push(bits.slice(i, i + 8).reduce((acc, bit) => (acc << 1) | bit, 0));
  for (let pad = 0xec; data.length < version.data; pad ^= 0xec ^ 0x11) data.push(pad);
  return [...data, ...reedSolomon(data, version.ecc)];
}

const MASKS: ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

/** The 15 format bits for level L (01) and a mask: BCH(15,5) with generator 0x537, XOR 0x5412. */
export function formatBits(mask: number): number {
  const data = (0b01 << 3) | mask;
  let rem = data << 10;
  for (let i = 14; i >= 10; i--) if ((rem >>> i) & 1) rem ^= 0x537 << (i - 10);
  return ((data << 10) | rem) ^ 0x5412;
}

/** The matrix (true is dark, [y][x]) of `text` as UTF-8 with a given mask; null when it does not fit version 4. */
export function encodeQr(text: string, mask: number): boolean[][] | null {
  const bytes = new TextEncoder().encode(text);
  const index = VERSIONS.findIndex((v) => bytes.length <= v.data - 2);
  const version = VERSIONS[index];
  if (!version) return null;
  const size = 21 + 4 * index;
  const dark = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const fixed = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const set = (x: number, y: number, on: boolean) => {
    if (x < 0 || y < 0 || x >= size || y >= size) return;
    (dark[y] as boolean[])[x] = on;
    (fixed[y] as boolean[])[x] = true;
  };
  for (const [fx, fy] of [
    [0, 0],
    [size - 7, 0],
    [0, size - 7],
  ] as const) {
    // A finder with its light separator: rings at distance 0-1, 3 dark; 2, 4 light.
    for (let dy = -1; dy <= 7; dy++)
      for (let dx = -1; dx <= 7; dx++) {
        const ring = Math.max(Math.abs(dx - 3), Math.abs(dy - 3));
        set(fx + dx, fy + dy, ring !== 2 && ring !== 4);
      }
  }
  for (let i = 8; i < size - 8; i++) {
    set(i, 6, i % 2 === 0);
    set(6, i, i % 2 === 0);
  }
  if (index > 0) {
    const at = size - 7;
    for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) set(at + dx, at + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
  }
  const format = formatBits(mask);
  const bit = (i: number) => ((format >>> i) & 1) === 1;
  for (let i = 0; i < 6; i++) set(8, i, bit(i));
  set(8, 7, bit(6));
  set(8, 8, bit(7));
  set(7, 8, bit(8));
  for (let i = 9; i < 15; i++) set(14 - i, 8, bit(i));
  for (let i = 0; i < 8; i++) set(size - 1 - i, 8, bit(i));
  for (let i = 8; i < 15; i++) set(8, size - 15 + i, bit(i));
  set(8, size - 8, true);

  // Data in two-module columns, zigzagging up and down from the bottom right, skipping the timing column.
  const words = codewords(bytes, version);
  let n = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vert = 0; vert < size; vert++)
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const y = ((right + 1) & 2) === 0 ? size - 1 - vert : vert;
        if ((fixed[y] as boolean[])[x]) continue;
        const on = n < words.length * 8 && (((words[n >>> 3] ?? 0) >>> (7 - (n & 7))) & 1) === 1;
        (dark[y] as boolean[])[x] = on !== (MASKS[mask] as (x: number, y: number) => boolean)(x, y);
        n++;
      }
  }
  return dark;
}

/** A cost of a masked matrix (runs of five or more, 2×2 blocks, imbalance): the cheapest mask scans best. */
function penalty(m: boolean[][]): number {
  let cost = 0;
  let darkCount = 0;
  const size = m.length;
  for (let a = 0; a < size; a++) {
    for (const line of [(b: number) => m[a]?.[b], (b: number) => m[b]?.[a]]) {
      let run = 1;
      for (let b = 1; b <= size; b++) {
        if (b < size && line(b) === line(b - 1)) run++;
        else {
          if (run >= 5) cost += run - 2;
          run = 1;
        }
      }
    }
    for (let b = 0; b < size; b++) {
      if (m[a]?.[b]) darkCount++;
      const c = m[a]?.[b];
      if (a + 1 < size && b + 1 < size && c === m[a]?.[b + 1] && c === m[a + 1]?.[b] && c === m[a + 1]?.[b + 1]) cost += 3;
    }
  }
  return cost + 10 * Math.floor(Math.abs((darkCount * 20) / (size * size) - 10));
}

/** The QR matrix of `text` with the best mask, or null when it is longer than QR_MAX_BYTES. */
export function qrMatrix(text: string): boolean[][] | null {
  const options = MASKS.map((_, mask) => encodeQr(text, mask));
  let best: boolean[][] | null = null;
  for (const m of options) if (m && (!best || penalty(m) < penalty(best))) best = m;
  return best;
}
