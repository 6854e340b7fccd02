import { describe, expect, it } from 'vitest';
import { parseCertificate } from '../../src/modules/external-cpe/certificate/parse-certificate.ts';
import { pdfText } from '../../src/modules/external-cpe/certificate/pdf-text.ts';
import { DELIVERY_METHODS, FIELDS_OF_STUDY } from '../../src/seed/reference-data.ts';
import { certificatePdf } from '../support/certificate-pdfs.ts';

const vocabulary = { fieldsOfStudy: FIELDS_OF_STUDY, deliveryMethods: DELIVERY_METHODS };
const values = (text: string) => {
  const p = parseCertificate(text, vocabulary);
  return {
    sponsor: p.sponsor_name?.value,
    nasba: p.nasba_sponsor_id?.value,
    title: p.program_title?.value,
    date: p.completion_date?.value,
    method: p.delivery_method?.value.name,
    credits: p.credits.map((c) => [c.value.field_of_study, c.value.credits]),
  };
};

describe('parseCertificate on text', () => {
  it('labelled lines', () => {
    const text = [
      'Certificate of Completion',
      'Program Title: Ethics for CPAs',
      'Sponsor: Acme Learning LLC',
      'NASBA Sponsor ID: 109876',
      'Completion Date: 2026-02-14',
      'Delivery Method: Group Live',
      'Field of Study: Regulatory Ethics',
      'CPE Credits: 4.0',
    ].join('\n');
    expect(values(text)).toEqual({
      sponsor: 'Acme Learning LLC',
      nasba: '109876',
      title: 'Ethics for CPAs',
      date: '2026-02-14',
      method: 'Group Live',
      credits: [['Regulatory Ethics', 4]],
    });
  });
  it('a table of fields of study, the longest name winning', () => {
    const text = [
      'Field of Study    CPE Credits',
      'Accounting (Governmental)    2.5',
      'Auditing    3',
      'Date: 12/01/2025',
      'Format: Webinar',
    ].join('\n');
    const v = values(text);
    expect(v.credits).toEqual([
      ['Accounting (Governmental)', 2.5],
      ['Auditing', 3],
    ]);
    expect(v.date).toBe('2025-12-01');
    expect(v.method).toBe('Group Internet-Based');
  });
  it('prose', () => {
    const text =
      'This certifies that Lee Learner has successfully completed Tax Update 2026 on March 5, 2026, earning 8.0 CPE credits in Taxes. Sponsored by Summit CPE, NASBA sponsor number 112233.';
    const v = values(text);
    expect(v).toMatchObject({
      sponsor: 'Summit CPE',
      nasba: '112233',
      title: 'Tax Update 2026',
      date: '2026-03-05',
      credits: [['Taxes', 8]],
    });
    const p = parseCertificate(text, vocabulary);
    expect(p.credits[0]?.source).toBe('certificate');
    expect(p.credits[0]?.excerpt).toContain('8.0 CPE credits in Taxes');
  });
  it('proposes nothing from text that says nothing', () => {
    expect(values('Hello world')).toEqual({
      sponsor: undefined,
      nasba: undefined,
      title: undefined,
      date: undefined,
      method: undefined,
      credits: [],
    });
  });
  it('does not read a year in a title as credits, nor a non-date as a date', () => {
    const v = values('Program Title: Taxes Update 2026\nCompletion Date: 2026-02-30');
    expect(v.credits).toEqual([]);
    expect(v.date).toBeUndefined();
  });
});

describe('pdfText + parseCertificate on generated PDFs', () => {
  for (const layout of ['labelled', 'table', 'prose'] as const) {
    it(`reads the ${layout} layout`, async () => {
      const { text, pages } = await pdfText(new Uint8Array(await certificatePdf(layout)));
      expect(pages).toBe(1);
      expect(values(text)).toEqual({
        sponsor: 'Summit CPE Institute',
        nasba: '112233',
        title: 'Federal Tax Update 2026',
        date: '2026-03-05',
        method: 'Group Internet-Based',
        credits: [['Taxes', 8]],
      });
    });
  }
  it('refuses bytes that are not a PDF', async () => {
    await expect(pdfText(new TextEncoder().encode('not a pdf'))).rejects.toThrow('could not be read');
  });
});
