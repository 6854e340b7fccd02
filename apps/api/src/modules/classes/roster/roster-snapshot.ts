import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzip, gzip } from 'node:zlib';
import type { Queryable } from '../../../db/types.ts';

/**
 * The roster's answer as stored in class_roster_snapshots (migration 0037, ADR 0047): read
 * once per change, not once per request. `full` is GET /class/roster/{id}, `compact` its
 * compact form.
 */
export type RosterForm = 'full' | 'compact';
export type Encoding = 'br' | 'gzip' | 'identity';

/** What a reader saw before it read the roster: the answer is stored against exactly this. */
export interface SnapshotState {
  version: number;
  generation: number;
  /** The stored answer's ETag, when one is stored for this version and generation. */
  etag: string | null;
  /** Its body in the asked encoding (gzip for identity); null when nothing is stored or the caller holds `etag`. */
  body: Uint8Array | null;
}

/** Stored compressed only: an identity answer is the gzip inflated. */
const BODY_COLUMN: Record<Encoding, string> = { br: 'br', gzip: 'gzip', identity: 'gzip' };

/**
 * The state and, when one is stored and the caller does not hold it already, the stored body:
 * one statement, so a 304 costs one indexed row read. Read BEFORE the roster data (see the
 * migration for why that order makes storing safe).
 */
export async function readSnapshot(
  tx: Queryable,
  classId: number,
  form: RosterForm,
  encoding: Encoding,
  heldTags: readonly string[],
): Promise<SnapshotState> {
  const stored = `s.${form}_generation = coalesce(g.generation, 0)`;
  const { rows } = await tx.query<{ version: number; generation: number; etag: string | null; body: Uint8Array | null }>(
    `SELECT coalesce(s.version, 0) AS version, coalesce(g.generation, 0) AS generation,
            CASE WHEN ${stored} THEN s.${form}_etag END AS etag,
            CASE WHEN ${stored} AND NOT (s.${form}_etag = ANY ($2::text[])) THEN s.${form}_${BODY_COLUMN[encoding]} END AS body
       FROM (SELECT $1::integer AS class_id) one
       LEFT JOIN class_roster_snapshots s ON s.tenant_id = app_tenant_id() AND s.class_id = one.class_id
       LEFT JOIN roster_generations g ON g.tenant_id = app_tenant_id()`,
    [classId, heldTags],
  );
  const row = rows[0] as SnapshotState;
  return { version: Number(row.version), generation: Number(row.generation), etag: row.etag, body: row.body };
}

/** A strong validator of the answer's bytes: the same roster gives the same tag on every process. */
export const etagOf = (json: string) => `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** The stored gzip inflated, for a client that accepts no encoding. */
export const gunzipped = promisify(gunzip);

/**
 * Stores an answer computed after reading `state`, unless the roster changed since (the version
 * moved): then the answer may already be out of date, and the next reader computes it again.
 * Compressed here, once, off the event loop (zlib's thread pool), as compression.ts would.
 */
export async function storeSnapshot(tx: Queryable, classId: number, form: RosterForm, state: SnapshotState, json: string) {
  const [br, gz] = await Promise.all([brotli(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }), gzipped(json, { level: 6 })]);
  const columns = ['generation', 'etag', 'br', 'gzip'].map((c) => `${form}_${c}`);
  await tx.query(
    `INSERT INTO class_roster_snapshots AS s (class_id, version, ${columns.join(', ')})
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (tenant_id, class_id) DO UPDATE SET ${columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}
     WHERE s.version = EXCLUDED.version`,
    [classId, state.version, state.generation, etagOf(json), br, gz],
  );
}

/** The encoding to answer in: brotli, else gzip, else none (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const refused = params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    if (name && !refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/** The tags of If-None-Match (weak ones compare by their opaque part, as RFC 9110 says for GET). */
export function heldTags(ifNoneMatch: string | string[] | undefined): string[] {
  if (typeof ifNoneMatch !== 'string') return [];
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .filter(Boolean);
}
