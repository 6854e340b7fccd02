import type { CertificateProposals } from '@cpe/contract';
import { findDate } from './certificate-dates.ts';

/**
 * Reads a certificate of completion's text (pure: unit tested on text; the route feeds it what
 * pdf-text.ts extracted). Certificates come in many layouts; this understands three kinds of
 * writing and the tenant's own vocabulary: labelled lines ("Sponsor: …"), a table of fields of
 * study and credits, and prose ("has successfully completed … earning 8.0 CPE credits in
 * Taxes"). Every value says which text it was read from, so the learner can judge it.
 */
export interface Lookup {
  id: number;
  name: string;
}

export interface CertificateVocabulary {
  fieldsOfStudy: readonly Lookup[];
  deliveryMethods: readonly Lookup[];
}

const from = <T>(value: T, excerpt: string) => ({ value, source: 'certificate' as const, excerpt: excerpt.trim().slice(0, 300) });

const clean = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .replace(/^[\s"“'‘:–-]+|[\s"”'’.,;:–-]+$/g, '')
    .trim();

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "Label: value" on one line, for any of the labels; the label may be followed by ':' '-' or wide spacing. */
function labelled(lines: readonly string[], labels: readonly string[]): { value: string; line: string } | null {
  const re = new RegExp(`^\\s*(?:${labels.map(escapeRe).join('|')})\\s*(?::|-|–|\\s{2,})\\s*(.+)$`, 'i');
  for (const line of lines) {
    const m = re.exec(line);
    if (m?.[1] && clean(m[1])) return { value: clean(m[1]), line };
  }
  return null;
}

/** The sentence around a match, for the excerpt. */
function sentenceAt(text: string, index: number): string {
  const start = Math.max(text.lastIndexOf('.', index - 1) + 1, text.lastIndexOf('\n', index - 1) + 1, 0);
  const stop = text.slice(index).search(/[.\n](\s|$)/);
  return text.slice(start, stop === -1 ? undefined : index + stop + 1);
}

const byLongestName = (items: readonly Lookup[]) => [...items].sort((a, b) => b.name.length - a.name.length);

/** The lookup whose name the text starts with (or contains, when `anywhere`), longest name first. */
function matchLookup(text: string, items: readonly Lookup[], anywhere = false): Lookup | null {
  const lower = text.toLowerCase();
  for (const item of byLongestName(items)) {
    const name = item.name.toLowerCase();
    if (anywhere ? new RegExp(`(^|[^a-z])${escapeRe(name)}($|[^a-z])`).test(lower) : lower.startsWith(name)) return item;
  }
  return null;
}

const NOT_CREDIT_LINE = /^\s*(?:program|course|title|sponsor|date|completion|completed|presented|issued|nasba|delivery|this certifies)/i;

const NUMBER = '(\\d{1,3}(?:\\.\\d{1,2})?)';

function sponsorName(lines: readonly string[], text: string) {
  const l = labelled(lines, ['sponsor name', 'program sponsor', 'sponsor', 'sponsored by', 'provider', 'presented by', 'issued by']);
  if (l) return from(l.value, l.line);
  const m = /\b(?:sponsored|presented|provided|issued)\s+by\s+([^,.;\n]+)/i.exec(text);
  return m?.[1] ? from(clean(m[1]), sentenceAt(text, m.index)) : null;
}

function nasbaSponsorId(text: string) {
  const m = /NASBA\b[^\n\d]{0,40}?(?:ID|#|number|no\.?|sponsor)\s*[:#]?\s*([0-9]{3,10})\b/i.exec(text);
  return m?.[1] ? from(m[1], sentenceAt(text, m.index)) : null;
}

function programTitle(lines: readonly string[], text: string) {
  const l = labelled(lines, ['program title', 'course title', 'program name', 'course name', 'title of program', 'program', 'course']);
  if (l) return from(l.value, l.line);
  // "…for completing" at a line's end: the title is the next line (a headline).
  const lead = lines.findIndex((line) =>
    /\b(?:for\s+completing|has\s+completed|successfully\s+completed|completion\s+of)\s*:?$/i.test(line),
  );
  const headline = lead >= 0 ? lines[lead + 1] : undefined;
  if (headline && clean(headline)) return from(clean(headline), `${lines[lead]}\n${headline}`);
  const m =
    /\bsuccessfully\s+completed\s+(?:the\s+)?(?:program|course|webinar|seminar)?\s*[“"']?(.+?)[”"']?\s*(?:,|\bon\b|\bearning\b|\bfor\b|\.\s|\n)/i.exec(
      text,
    );
  return m?.[1] && clean(m[1]) ? from(clean(m[1]), sentenceAt(text, m.index)) : null;
}

function completionDate(lines: readonly string[], text: string) {
  const l = labelled(lines, ['completion date', 'date of completion', 'date completed', 'completed on', 'completed', 'date']);
  const fromLabel = l && findDate(l.value);
  if (l && fromLabel) return from(fromLabel, l.line);
  const m = /\bcompleted\b[^\n]*?\bon\s+([^\n]+)/i.exec(text);
  const d = m?.[1] && findDate(m[1]);
  if (m && d) return from(d, sentenceAt(text, m.index));
  const any = findDate(text);
  return any ? from(any, lines.find((line) => findDate(line) === any) ?? any) : null;
}

const DELIVERY_ALIASES: [RegExp, string][] = [
  [/\bwebinar|virtual|online live|internet[- ]based/i, 'Group Internet-Based'],
  [/\bin[- ]person|classroom/i, 'Group Live'],
  [/\bself[- ]study/i, 'QAS Self Study'],
  [/\bnano[- ]learning/i, 'Nano Learning'],
];

function deliveryMethod(lines: readonly string[], text: string, methods: readonly Lookup[]) {
  const l = labelled(lines, ['delivery method', 'delivery format', 'format', 'method of delivery']);
  const scope = l ? l.value : text;
  const direct = matchLookup(scope, methods, true);
  const alias =
    direct ??
    (() => {
      const hit = DELIVERY_ALIASES.find(([re]) => re.test(scope));
      return hit ? (methods.find((m) => m.name === hit[1]) ?? null) : null;
    })();
  if (!alias) return null;
  const line = l?.line ?? lines.find((x) => x.toLowerCase().includes(alias.name.toLowerCase())) ?? sentenceAt(text, 0);
  return from({ id: alias.id, name: alias.name }, line);
}

type CreditProposal = CertificateProposals['credits'][number];

function credits(lines: readonly string[], text: string, fields: readonly Lookup[]): CreditProposal[] {
  const found = new Map<number, CreditProposal>();
  const add = (f: Lookup, n: number, excerpt: string) => {
    if (!found.has(f.id) && Number.isFinite(n) && n >= 0 && n <= 999)
      found.set(f.id, from({ field_of_study_id: f.id, field_of_study: f.name, credits: n }, excerpt));
  };
  // Prose: "earning 8.0 CPE credits in Taxes", "4 credits of Auditing".
  const prose = new RegExp(`${NUMBER}\\s*(?:CPE\\s*)?(?:credits?|credit hours?|hours?)\\s+(?:in|of|for)\\s+([^,.;\\n]+)`, 'gi');
  for (const m of text.matchAll(prose)) {
    const f = matchLookup(m[2] ?? '', fields);
    if (f) add(f, Number(m[1]), sentenceAt(text, m.index ?? 0));
  }
  // Lines and table rows: a field of study and a number on the same line ("Taxes   4.0", "Auditing: 2 credits").
  for (const line of lines) {
    // A title, sponsor or date line may name a field ("Taxes Update 2026"): it holds no credits.
    if (NOT_CREDIT_LINE.test(line)) continue;
    const f = matchLookup(line.replace(/^\s*(?:field of study\s*[:-]?\s*)/i, ''), fields) ?? matchLookup(line, fields, true);
    if (!f) continue;
    const rest = line.slice(line.toLowerCase().indexOf(f.name.toLowerCase()) + f.name.length);
    const n = new RegExp(`^[^\\d]{0,30}?${NUMBER}(?![\\d.])(?!\\s*[/-]\\d)`).exec(rest);
    if (n?.[1]) add(f, Number(n[1]), line);
  }
  // Labelled: "Field of Study: Taxes" with "CPE Credits: 8.0" on another line.
  if (found.size === 0) {
    const field = labelled(lines, ['field of study', 'field(s) of study', 'fields of study', 'subject area']);
    const total = labelled(lines, ['cpe credits', 'total cpe credits', 'credits earned', 'cpe hours', 'credits', 'credit hours']);
    const f = field && matchLookup(field.value, fields);
    const n = total && new RegExp(NUMBER).exec(total.value);
    if (f && total && n?.[1]) add(f, Number(n[1]), `${field.line}\n${total.line}`);
  }
  return [...found.values()];
}

/** Proposals from a certificate's text; a value not found is null (credits: an empty list). */
export function parseCertificate(text: string, vocabulary: CertificateVocabulary): CertificateProposals {
  const normalized = text.replace(/\r\n?/g, '\n').replace(/[\u00a0\t]/g, ' ');
  const lines = normalized
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return {
    sponsor_name: sponsorName(lines, normalized),
    nasba_sponsor_id: nasbaSponsorId(normalized),
    program_title: programTitle(lines, normalized),
    completion_date: completionDate(lines, normalized),
    delivery_method: deliveryMethod(lines, normalized, vocabulary.deliveryMethods),
    credits: credits(lines, normalized, vocabulary.fieldsOfStudy),
  };
}
