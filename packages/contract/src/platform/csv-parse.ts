/**
 * Reads CSV text (RFC 4180, as spreadsheets save it): fields separated by commas, quoted
 * fields with doubled quotes inside and commas or line breaks in them, records ended by CRLF,
 * LF or CR, a UTF-8 byte-order mark at the start ignored, a line break after the last record
 * optional. The writer is csv.ts; reading what it writes gives the cells back
 * (formula-neutralized, as it wrote them).
 */
export interface CsvRecord {
  /** The 1-based line of the file the record starts on (a quoted line break makes a record span lines). */
  line: number;
  fields: string[];
}

export type CsvParse = { ok: true; records: CsvRecord[] } | { ok: false; line: number; message: string };

const isEol = (c: string | undefined) => c === '\r' || c === '\n';

export function parseCsv(text: string): CsvParse {
  const src = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  if (src === '') return { ok: true, records };
  let i = 0;
  let line = 1;
  let fields: string[] = [];
  let recordLine = 1;
  /** Consumes a line break at i (CRLF counts once). */
  const skipEol = () => {
    i += src[i] === '\r' && src[i + 1] === '\n' ? 2 : 1;
    line++;
  };
  for (;;) {
    // At the start of a field.
    let value = '';
    if (src[i] === '"') {
      const openLine = line;
      i++;
      for (;;) {
        if (i >= src.length) return { ok: false, line: openLine, message: 'A quoted field is not closed.' };
        const c = src[i] as string;
        if (c === '"') {
          if (src[i + 1] !== '"') break;
          value += '"';
          i += 2;
        } else if (isEol(c)) {
          const crlf = c === '\r' && src[i + 1] === '\n';
          value += crlf ? '\r\n' : c;
          skipEol();
        } else {
          value += c;
          i++;
        }
      }
      i++; // the closing quote
      if (i < src.length && src[i] !== ',' && !isEol(src[i]))
        return { ok: false, line, message: 'A quoted field must end at a comma or the end of the line.' };
    } else {
      while (i < src.length && src[i] !== ',' && !isEol(src[i])) {
        if (src[i] === '"') return { ok: false, line, message: 'A quote may appear in a field only if the whole field is quoted.' };
        value += src[i];
        i++;
      }
    }
    fields.push(value);
    if (src[i] === ',') {
      i++;
      continue;
    }
    records.push({ line: recordLine, fields });
    fields = [];
    if (i >= src.length) break;
    skipEol();
    if (i >= src.length) break;
    recordLine = line;
  }
  return { ok: true, records };
}

/** A record with no content at all (an empty line): importers skip it. */
export const isBlankRecord = (r: CsvRecord) => r.fields.every((f) => f.trim() === '');
