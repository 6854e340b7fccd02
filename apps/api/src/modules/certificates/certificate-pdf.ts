import { CERTIFICATE_MESSAGES, type CertificateFacts, formatCertificateCode, formatCredits } from '@cpe/contract';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import { drawQr } from './certificate-qr.ts';

export interface CertificateToPrint {
  facts: CertificateFacts;
  code: string;
  /** The public verification page of the code; the QR code encodes it. */
  verifyUrl: string;
}

const INK = rgb(0.1, 0.12, 0.2);
const MUTED = rgb(0.35, 0.37, 0.45);
const ACCENT = rgb(0.12, 0.31, 0.47);

/** 'March 5, 2026' from YYYY-MM-DD. */
export function longDate(ymd: string): string {
  const d = new Date(`${ymd}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return ymd;
  return d.toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
}

/** Text the standard fonts can print (WinAnsi): accents they lack are dropped, anything else becomes '?'. */
function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.replace(/[\r\n\t]+/g, ' ')]
    .map((ch) => {
      if (known.has(ch.codePointAt(0) ?? 0)) return ch;
      const bare = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      return [...bare].every((b) => known.has(b.codePointAt(0) ?? 0)) && bare ? bare : '?';
    })
    .join('');
}

/** Words into lines no wider than `width`. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The certificate of completion (NASBA Standard 23) as a one-page landscape PDF: sponsor name
 * and contact, participant, program title, fields of study with their credits, date of
 * completion, location, delivery method, total credits, the responsible person's signature
 * line, the NASBA sponsor id, the 50-minute-hour statement, and the verification code with a
 * QR code of its public page and that page's address printed under it.
 */
export async function certificatePdf(c: CertificateToPrint): Promise<Uint8Array> {
  const { facts } = c;
  const doc = await PDFDocument.create();
  doc.setTitle(`${CERTIFICATE_MESSAGES.title}: ${facts.course_title}`);
  doc.setAuthor(facts.sponsor_name);
  doc.setSubject(`${facts.participant}, ${facts.completed_on}`);
  doc.setCreator('CPE administration');
  const page = doc.addPage([792, 612]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const text = (s: string, x: number, y: number, size = 11, font = regular, color = INK) =>
    page.drawText(printable(font, s), { x, y, size, font, color });
  const centered = (s: string, y: number, size: number, font = regular, color = INK) => {
    const t = printable(font, s);
    text(t, (792 - font.widthOfTextAtSize(t, size)) / 2, y, size, font, color);
  };

  page.drawRectangle({ x: 24, y: 24, width: 744, height: 564, borderColor: ACCENT, borderWidth: 2 });
  centered(CERTIFICATE_MESSAGES.title, 540, 26, bold, ACCENT);
  centered(facts.sponsor_name, 516, 13, bold);
  if (facts.sponsor_contact) centered(facts.sponsor_contact, 500, 9, regular, MUTED);
  centered('This certifies that', 470, 11, regular, MUTED);
  centered(facts.participant, 446, 22, bold);
  centered('has completed', 424, 11, regular, MUTED);
  let y = 400;
  for (const line of wrap(bold, printable(bold, facts.course_title), 16, 640).slice(0, 3)) {
    centered(line, y, 16, bold);
    y -= 20;
  }

  // Left column: the completion's facts; right column: credits by field of study.
  y -= 10;
  const top = y;
  for (const [label, value] of [
    ['Date of Completion', longDate(facts.completed_on)],
    ['Location', facts.location],
    ['Delivery Method', facts.delivery_method],
    ['Total CPE Credits', formatCredits(facts.total_credits)],
  ] as const) {
    text(`${label}:`, 60, y, 11, bold);
    text(value, 190, y, 11);
    y -= 18;
  }
  let right = top;
  text('Field of Study', 430, right, 11, bold);
  text('CPE Credits', 620, right, 11, bold);
  for (const f of facts.credits_by_field.slice(0, 8)) {
    right -= 16;
    text(f.field_of_study, 430, right, 10);
    text(formatCredits(f.credits), 640, right, 10);
  }
  y = Math.min(y, right - 18) - 6;
  text(CERTIFICATE_MESSAGES.fiftyMinuteHour, 60, y, 10, regular, MUTED);
  if (facts.nasba_sponsor_id)
    text(
      `${facts.sponsor_name} is registered with NASBA as a sponsor of continuing professional education. NASBA Sponsor ID: ${facts.nasba_sponsor_id}`,
      60,
      y - 14,
      8,
      regular,
      MUTED,
    );

  // The responsible person's signature line.
  page.drawLine({ start: { x: 60, y: 112 }, end: { x: 320, y: 112 }, thickness: 0.8, color: INK });
  text(facts.signer_name || facts.sponsor_name, 60, 98, 11, bold);
  if (facts.signer_title) text(facts.signer_title, 60, 84, 9, regular, MUTED);
  text('Responsible for the program', 60, 72, 8, regular, MUTED);

  // Verification: the QR code of the public page, with its address and the code printed under it.
  drawQr(page, c.verifyUrl, 640, 92, 96);
  text('Scan or visit to verify this certificate', 480, 78, 8, regular, MUTED);
  text(c.verifyUrl, 480, 66, 7, regular, MUTED);
  text(`Verification code: ${formatCertificateCode(c.code)}`, 480, 52, 9, bold);
  return doc.save();
}
