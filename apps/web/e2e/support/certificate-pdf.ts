/**
 * A certificate of completion as a real PDF (pdf-lib), in the labelled-lines layout that
 * most sponsors print, for the learner to upload in the external CPE suite.
 */
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';

export interface CertificateFacts {
  learner: string;
  title: string;
  sponsor: string;
  nasbaSponsorId: string;
  /** e.g. 'August 14, 2026' */
  completed: string;
  deliveryMethod: string;
  fieldOfStudy: string;
  credits: string;
}

/** Writes the certificate to a temporary file and returns its path. */
export async function certificatePdf(facts: CertificateFacts, name = 'certificate.pdf'): Promise<string> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  page.drawText('Certificate of Completion', { x: 150, y: 700, size: 24, font: bold });
  page.drawText(`This certifies that ${facts.learner} has completed the program below.`, { x: 72, y: 650, size: 12, font });
  const lines = [
    `Program Title: ${facts.title}`,
    `Sponsor: ${facts.sponsor}`,
    `NASBA Sponsor ID: ${facts.nasbaSponsorId}`,
    `Completion Date: ${facts.completed}`,
    `Delivery Method: ${facts.deliveryMethod}`,
    `Field of Study: ${facts.fieldOfStudy}`,
    `CPE Credits: ${facts.credits}`,
  ];
  for (const [i, line] of lines.entries()) page.drawText(line, { x: 72, y: 600 - i * 24, size: 12, font });
  const file = path.join(tmpdir(), `${Date.now()}-${name}`);
  await writeFile(file, await pdf.save());
  return file;
}
