import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

/**
 * Real PDF certificates of completion in three layouts, for the certificate-reading tests and
 * the e2e flow (ecp-web reuses this). Each returns the PDF's bytes; what the certificate says
 * is given, so a test knows which values the server should propose.
 */
export type CertificateLayout = 'labelled' | 'table' | 'prose';

export interface CertificateContent {
  learner: string;
  sponsor: string;
  nasbaSponsorId: string;
  title: string;
  /** As printed: '2026-03-05', 'March 5, 2026', '03/05/2026'. */
  completedOn: string;
  deliveryMethod: string;
  /** Field of study name → CPE credits. */
  credits: Record<string, number>;
}

export const SAMPLE_CERTIFICATE: CertificateContent = {
  learner: 'Lee Learner',
  sponsor: 'Summit CPE Institute',
  nasbaSponsorId: '112233',
  title: 'Federal Tax Update 2026',
  completedOn: 'March 5, 2026',
  deliveryMethod: 'Group Internet-Based',
  credits: { Taxes: 8 },
};

export async function certificatePdf(layout: CertificateLayout, c: CertificateContent = SAMPLE_CERTIFICATE): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle('Certificate of Completion');
  const page = doc.addPage([792, 612]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let y = 540;
  const line = (text: string, x = 60, size = 12, f = font) => {
    page.drawText(text, { x, y, size, font: f, color: rgb(0.1, 0.1, 0.2) });
  };
  const next = (gap = 22) => {
    y -= gap;
  };
  line('Certificate of Completion', 250, 24, bold);
  next(40);
  const fos = Object.entries(c.credits);
  const fmt = (n: number) => n.toFixed(1);
  if (layout === 'labelled') {
    for (const [label, value] of [
      ['Participant', c.learner],
      ['Program Title', c.title],
      ['Sponsor', c.sponsor],
      ['NASBA Sponsor ID', c.nasbaSponsorId],
      ['Completion Date', c.completedOn],
      ['Delivery Method', c.deliveryMethod],
      ['Field of Study', fos.map(([f]) => f).join(', ')],
      ['CPE Credits', fmt(fos.reduce((s, [, n]) => s + n, 0))],
    ] as const) {
      line(`${label}: ${value}`);
      next();
    }
  } else if (layout === 'table') {
    line(`Awarded to ${c.learner} for completing`, 60);
    next();
    line(c.title, 60, 16, bold);
    next(30);
    line(`Date: ${c.completedOn}`);
    next();
    line(`Format: ${c.deliveryMethod}`);
    next(30);
    line('Field of Study', 60, 12, bold);
    line('CPE Credits', 400, 12, bold);
    next();
    for (const [f, n] of fos) {
      line(f, 60);
      line(fmt(n), 400);
      next();
    }
    next(20);
    line(`Presented by ${c.sponsor}`, 60);
    next();
    line(`${c.sponsor} is registered with NASBA as a sponsor of CPE. NASBA Sponsor ID: ${c.nasbaSponsorId}`, 60, 9);
  } else {
    const credits = fos.map(([f, n]) => `${fmt(n)} CPE credits in ${f}`).join(' and ');
    const sentences = [
      `This certifies that ${c.learner} has successfully completed ${c.title} on ${c.completedOn},`,
      `earning ${credits}.`,
      `The program was delivered as ${c.deliveryMethod}.`,
      `Sponsored by ${c.sponsor}, NASBA sponsor number ${c.nasbaSponsorId}.`,
    ];
    for (const s of sentences) {
      line(s, 60, 13);
      next(26);
    }
  }
  return Buffer.from(await doc.save());
}
