import { randomInt } from 'node:crypto';
import { CERTIFICATE_CODE_ALPHABET, CERTIFICATE_CODE_LENGTH, type CertificateFacts } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import type { Completion } from './certificate-facts.ts';

/** A certificate as issued: its code and the facts it states. */
export interface IssuedCertificate {
  personId: number;
  code: string;
  facts: CertificateFacts;
  issuedAt: Date;
}

/** A new code: 20 letters of Crockford's base32 from the CSPRNG (100 bits). */
export function newCertificateCode(): string {
  let code = '';
  for (let i = 0; i < CERTIFICATE_CODE_LENGTH; i++) code += CERTIFICATE_CODE_ALPHABET[randomInt(CERTIFICATE_CODE_ALPHABET.length)];
  return code;
}

/**
 * Revokes the live certificates of a class whose transcript changed since they were issued
 * (or is gone): certification, an approved affidavit and a recorded completion call it after
 * writing transcripts, so a verification never shows credits the transcript no longer holds.
 */
export async function revokeStaleCertificates(tx: Queryable, classId: number, now: Date, personIds?: readonly number[]): Promise<void> {
  await tx.query(
    `UPDATE certificates SET revoked_at = $2
      WHERE class_id = $1 AND revoked_at IS NULL AND ($3::int[] IS NULL OR person_id = ANY($3::int[]))
        AND transcript_key IS DISTINCT FROM certificate_transcript_key(person_id, class_id)`,
    [classId, now, personIds ?? null],
  );
}

interface LiveRow {
  person_id: number;
  code: string;
  facts: CertificateFacts;
  issued_at: Date | string;
}

const live = async (tx: Queryable, classId: number, personIds: number[]) =>
  (
    await tx.query<LiveRow>(
      'SELECT person_id, code, facts, issued_at FROM certificates WHERE class_id = $1 AND person_id = ANY($2::int[]) AND revoked_at IS NULL',
      [classId, personIds],
    )
  ).rows;

/**
 * The certificate of each completion: the live one when its transcript is unchanged (the same
 * code and facts on every download), else a new one, issued now. Concurrent first downloads
 * insert once (the live-certificate unique index); a code that happens to be taken is drawn again.
 */
export async function issueCertificates(
  tx: Queryable,
  classId: number,
  completions: Completion[],
  by: number,
  now: Date,
): Promise<Map<number, IssuedCertificate>> {
  const personIds = completions.map((c) => c.personId);
  await revokeStaleCertificates(tx, classId, now, personIds);
  const issued = new Map<number, IssuedCertificate>();
  for (let attempt = 0; attempt < 3; attempt++) {
    for (const row of await live(tx, classId, personIds))
      issued.set(row.person_id, { personId: row.person_id, code: row.code, facts: row.facts, issuedAt: new Date(row.issued_at) });
    const missing = completions.filter((c) => !issued.has(c.personId));
    if (missing.length === 0) return issued;
    await tx.query(
      `INSERT INTO certificates (code, person_id, class_id, issued_at, issued_by, facts, transcript_key)
       SELECT x.code, x.person, $1, $2, $3, x.facts, certificate_transcript_key(x.person, $1)
         FROM unnest($4::text[], $5::int[], $6::jsonb[]) AS x(code, person, facts)
       ON CONFLICT DO NOTHING`,
      [
        classId,
        now,
        by,
        missing.map(() => newCertificateCode()),
        missing.map((c) => c.personId),
        missing.map((c) => JSON.stringify(c.facts)),
      ],
    );
  }
  throw new Error(`certificates of class ${classId} could not be issued`);
}
