import { BOUNDARY, type FormPart, multipartBody } from './multipart.ts';
import { baseUrl, type FuzzCase } from './openapi-cases.ts';
import type { DocumentOperation, OpenApiDocument } from './openapi-schema.ts';

/**
 * Malformed multipart/form-data requests of an upload operation. The document describes an
 * upload's form only in its summary ("multipart/form-data: attachment_type_id, file"), so the
 * form's field names are read from there: snake_case words.
 */

const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const PDF = { name: 'file', filename: 'fuzz.pdf', contentType: 'application/pdf', value: Buffer.from('%PDF-1.4\n%%EOF\n') };

export function formFieldNames(op: DocumentOperation['op']): string[] {
  return [...new Set(op.summary?.match(/\b[a-z]+(?:_[a-z]+)+\b/g) ?? [])];
}

const multipart = (parts: FormPart[], opts: { truncated?: boolean } = {}) => ({
  text: multipartBody(parts, opts),
  contentType: MULTIPART,
});

const BAD_FORM_VALUES: [string, string][] = [
  ['empty', ''],
  ['text', 'abc'],
  ['zero', '0'],
  ['negative', '-1'],
  ['2^31', '2147483648'],
  ['1e309', '1e309'],
  ['long', 'x'.repeat(20_000)],
];

export function multipartCases(doc: OpenApiDocument, { template, op }: DocumentOperation): FuzzCase[] {
  const url = baseUrl(doc, template, op.parameters ?? []);
  const names = formFieldNames(op);
  const validFields = names.map((name) => ({ name, value: '1' }));
  const cases: FuzzCase[] = [
    { label: 'multipart without a boundary', url, body: { text: multipartBody([PDF]), contentType: 'multipart/form-data' } },
    { label: 'multipart garbage', url, body: { text: Buffer.from('not multipart at all'), contentType: MULTIPART } },
    { label: 'multipart truncated', url, body: multipart([...validFields, PDF], { truncated: true }) },
    { label: 'multipart empty', url, body: { text: Buffer.alloc(0), contentType: MULTIPART } },
    { label: 'multipart no file', url, body: multipart(validFields) },
    { label: 'multipart no fields', url, body: multipart([PDF]) },
    { label: 'multipart two files', url, body: multipart([...validFields, PDF, PDF]) },
    { label: 'multipart nameless file', url, body: multipart([...validFields, { ...PDF, filename: '' }]) },
  ];
  for (const name of names) {
    const others = validFields.filter((f) => f.name !== name);
    for (const [what, value] of BAD_FORM_VALUES)
      cases.push({ label: `form ${name} ${what}`, url, body: multipart([...others, { name, value }, PDF]) });
    cases.push({ label: `form ${name} missing`, url, body: multipart([...others, PDF]) });
  }
  return cases;
}
