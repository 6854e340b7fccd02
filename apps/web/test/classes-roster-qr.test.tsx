import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { attendanceQrText, QrCode } from '../src/features/classes/codes/QrCode.tsx';
import { encodeQr, formatBits, QR_MAX_BYTES, qrMatrix, reedSolomon } from '../src/features/classes/codes/qr-encode.ts';

// Reference matrices from an established encoder (python-qrcode 8.2, byte mode, level L, the mask given), one hex number per row.
const V1_MASK2 = [
  '1fc97f',
  '105241',
  '17485d',
  '17525d',
  '17475d',
  '105d41',
  '1fd57f',
  '700',
  '1f79aa',
  '13290f',
  '46208',
  '2382f',
  '127635',
  '1bc8',
  '1fdd4e',
  '104fc4',
  '175d39',
  '175d14',
  '175aa0',
  '10540c',
  '1fdeae',
];
const LINK = 'https://acme.cpe.test/learner/attendance?class=7&code=K7M2Q9XP';
const V4_MASK5 = [
  '1fce1cc7f',
  '104314541',
  '174e61e5d',
  '17560bb5d',
  '1755f3e5d',
  '104c0d941',
  '1fd55557f',
  '922300',
  '18ed78018',
  '14b432e36',
  '186b3d4aa',
  'e3613584',
  '136cd43c3',
  '4159a263',
  '6d4f18d2',
  '1515e0015',
  '1cd97c5b2',
  '150c236eb',
  '9cde2b61',
  '1fba62034',
  '19c20c7b2',
  '1f8d8621a',
  '12c8f8c8a',
  '1411972ac',
  '195b811fa',
  '1427115',
  '1fd33df5e',
  '10560111c',
  '1742285f3',
  '1741ff997',
  '174a33113',
  '10599122c',
  '1fd9687d2',
];
const hexRows = (m: boolean[][] | null) => (m ?? []).map((row) => BigInt(`0b${row.map((b) => (b ? 1 : 0)).join('')}`).toString(16));

afterEach(cleanup);

describe('QR encoder', () => {
  it('computes Reed-Solomon codewords and format bits as the standard does', () => {
    // 'HELLO WORLD' at 1-M, the standard's worked example.
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(reedSolomon(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
    expect(formatBits(0).toString(2)).toBe('111011111000100');
    expect(formatBits(7).toString(2)).toBe('110100101110110');
  });

  it('matches the reference encoder for version 1 and version 4', () => {
    expect(hexRows(encodeQr('K7M2Q9XP', 2))).toEqual(V1_MASK2);
    expect(hexRows(encodeQr(LINK, 5))).toEqual(V4_MASK5);
  });

  it('picks a version by length and refuses what version 4 cannot hold', () => {
    expect(qrMatrix('x'.repeat(17))?.length).toBe(21);
    expect(qrMatrix('x'.repeat(18))?.length).toBe(25);
    expect(qrMatrix('x'.repeat(53))?.length).toBe(29);
    expect(qrMatrix('x'.repeat(QR_MAX_BYTES))?.length).toBe(33);
    expect(qrMatrix('x'.repeat(QR_MAX_BYTES + 1))).toBeNull();
  });

  it('encodes a link to the code entry page, or the bare code when the link is too long', () => {
    expect(attendanceQrText(7, 'K7M2Q9XP', 'https://acme.cpe.test')).toBe(LINK);
    expect(attendanceQrText(7, 'K7M2Q9XP', `https://${'a'.repeat(60)}.example`)).toBe('K7M2Q9XP');
    render(<QrCode text="K7M2Q9XP" label="QR code of attendance code K7M2Q9XP" />);
    const svg = screen.getByRole('img', { name: 'QR code of attendance code K7M2Q9XP' });
    expect(svg.getAttribute('viewBox')).toBe('0 0 29 29');
  });
});
