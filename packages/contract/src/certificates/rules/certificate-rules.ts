/**
 * Certificates of completion (NASBA Standard 23; ADR 0032): their wording, their codes, their
 * file names, where a class took place, and who may download them. The server and the screens
 * read these; the texts are spelled here only.
 */
import { runsClasses } from '../../class/index.ts';
import { mayAdministerType, type PersonType } from '../../people/index.ts';

export const CERTIFICATE_MESSAGES = {
  title: 'Certificate of Completion',
  /** Standard 23's statement, printed on every certificate. */
  fiftyMinuteHour: 'CPE credits have been granted based on a 50-minute hour.',
  notFound: 'Certificate not found',
  noCredits: 'This person has no credits in this class.',
  notCertified: 'Certificates can be downloaded once the class is Certified.',
  voided: 'A voided class has no certificates.',
  noLearners: 'No learner of this class has credits yet.',
  mayNotDownload: 'You may not download this certificate.',
  mayNotDownloadClass: "You may not download this class's certificates.",
  revoked: 'This certificate was revoked: the transcript it was issued from has changed.',
  online: 'Online',
} as const;

/** Crockford's base32 letters: no I, L, O or U, so a code read aloud or typed is not mistaken. */
export const CERTIFICATE_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 20 letters of 32: 100 bits, unguessable. */
export const CERTIFICATE_CODE_LENGTH = 20;

/** A code as typed or printed (any case, dashes, spaces) as stored; null when it cannot be one. */
export function normalizeCertificateCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  if (code.length !== CERTIFICATE_CODE_LENGTH) return null;
  for (const ch of code) if (!CERTIFICATE_CODE_ALPHABET.includes(ch)) return null;
  return code;
}

/** The code in groups of four, as printed: 'ABCD-EFGH-…'. */
export function formatCertificateCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** Where the verification page of a code is, below the tenant's public URL. */
export const certificateVerifyPath = (code: string) => `/verify/${code}`;

/**
 * The name of a certificate's file in a class's zip: Last_First_<classId>.pdf, with anything
 * but ASCII letters, digits and hyphens of the names made an underscore.
 */
export function certificateFileName(last: string, first: string, classId: number): string {
  const part = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9-]+/g, '_')
      .replace(/^_+|_+$/g, '') || 'Unnamed';
  return `${part(last)}_${part(first)}_${classId}.pdf`;
}

/** Delivery methods that happen online: their certificates say 'Online' for the location. */
const ONLINE_METHODS = ['Group Internet-Based', 'QAS Self Study', 'Nano Learning', 'Interactive Self Study'];

/** Standard 23's location: 'Online' for a class delivered online, else its location or facility. */
export function certificateLocation(cls: {
  delivery_method: string | null;
  delivered_virtually: boolean;
  is_online: boolean;
  location: string | null;
  facility: string | null;
}): string {
  if (cls.delivered_virtually || cls.is_online || ONLINE_METHODS.includes(cls.delivery_method ?? '')) return CERTIFICATE_MESSAGES.online;
  const place = [cls.facility, cls.location].map((s) => s?.trim()).filter((s): s is string => Boolean(s));
  if (place.length === 0 || place[0]?.toUpperCase() === 'VIRTUAL') return CERTIFICATE_MESSAGES.online;
  return [...new Set(place)].join(', ');
}

export interface CertificateCaller {
  personId: number;
  permissions: Iterable<string>;
}

/**
 * Who may download a person's certificate of a class: the person themself, their
 * administrator (the user administration policy), or whoever runs the class (a class
 * runner's code, or the edit right of the local learning the class delivers).
 */
export function mayDownloadCertificate(
  caller: CertificateCaller,
  person: { id: number; person_type: PersonType },
  cls: { visible: boolean; runsOffering: boolean },
): boolean {
  const held = [...caller.permissions];
  if (caller.personId === person.id) return true;
  if (mayAdministerType(held, person.person_type)) return true;
  return cls.visible && (runsClasses(held) || cls.runsOffering);
}

/** Offerings whose completions are recorded one by one (no certification): their delivery class is never Certified. */
const COMPLETION_KINDS = ['independent_study', 'vended_content'];

/** Why a class's zip cannot be made (a 409's message), or null: a certified class, or the class of recorded completions. */
export function classZipRefusal(cls: { status: string; course_kind: string }): string | null {
  if (cls.status === 'Voided') return CERTIFICATE_MESSAGES.voided;
  if (cls.status === 'Certified' || COMPLETION_KINDS.includes(cls.course_kind)) return null;
  return CERTIFICATE_MESSAGES.notCertified;
}
