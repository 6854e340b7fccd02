import { isCalendarDate } from '@cpe/contract';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';

const monthOf = (name: string) => MONTHS.findIndex((m) => m.startsWith(name.toLowerCase().replace('.', '').slice(0, 3))) + 1;
const pad = (n: number) => String(n).padStart(2, '0');
const n = (m: RegExpExecArray, i: number) => Number(m[i] ?? Number.NaN);
const s = (m: RegExpExecArray, i: number) => m[i] ?? '';
const ymd = (y: number, m: number, d: number) => {
  const text = `${y}-${pad(m)}-${pad(d)}`;
  return isCalendarDate(text) ? text : null;
};

/** The date patterns of certificates, each with how to read its groups. */
const PATTERNS: { re: RegExp; read: (m: RegExpExecArray) => string | null }[] = [
  { re: /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/, read: (m) => ymd(n(m, 1), n(m, 2), n(m, 3)) },
  { re: /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/, read: (m) => ymd(n(m, 3), n(m, 1), n(m, 2)) },
  {
    re: new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, 'i'),
    read: (m) => ymd(n(m, 3), monthOf(s(m, 1)), n(m, 2)),
  },
  {
    re: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH},?\\s+(\\d{4})\\b`, 'i'),
    read: (m) => ymd(n(m, 3), monthOf(s(m, 2)), n(m, 1)),
  },
];

/** The first calendar date written in the text (ISO, US numeric, "March 5, 2026", "5 March 2026"), as YYYY-MM-DD. */
export function findDate(text: string): string | null {
  let best: { at: number; value: string } | null = null;
  for (const { re, read } of PATTERNS) {
    const m = re.exec(text);
    const value = m && read(m);
    if (m && value && (!best || m.index < best.at)) best = { at: m.index, value };
  }
  return best?.value ?? null;
}
