import type { LOGO_CONTENT_TYPES } from '@cpe/contract';

type LogoType = (typeof LOGO_CONTENT_TYPES)[number];

const SIGNATURES: [LogoType, (b: Uint8Array) => boolean][] = [
  ['image/png', (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v)],
  ['image/jpeg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['image/gif', (b) => ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a'],
  ['image/webp', (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP'],
];

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

/**
 * The image type the bytes are, by their signature, or null. The file's name and the browser's
 * claimed type are not trusted: the logo is served to every visitor of the login page.
 */
export function logoType(bytes: Uint8Array): LogoType | null {
  return SIGNATURES.find(([, matches]) => matches(bytes))?.[0] ?? null;
}
