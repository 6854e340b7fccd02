/**
 * A stored answer (ADR 0062): a pre-computed answer kept in a table and served as stored until
 * something it shows changes. Its declaration names every table and column the answer reads,
 * and how a changed row of each leads to the answers that show it; the freshness triggers are
 * generated from it (freshness-sql.ts), and a test derives the same reads from the answer's SQL.
 */

/** How a changed row leads to the stored answers it is part of. */
export type Finds = (
  | {
      /** The row's `column` holds the answer's key (with `only`, for rows where `only(row)` holds). */
      kind: 'key';
      column: string;
      only?: (row: string) => string;
    }
  | {
      /** The row's `column` leads to answer keys through `via`: SQL of the keys, given the changed values and tenant. */
      kind: 'lookup';
      column: string;
      via: (keys: string, tenant: string) => string;
    }
  | {
      /** Shown by many answers and rarely changed: bumps the tenant's generation (every answer of the tenant). */
      kind: 'tenant';
    }
) & {
  /** Why no insert or delete of this table changes an answer: then only updates of the read columns are watched. */
  updatesOnly?: string;
};

/** Where the answers are kept: one row per key of `of` (its `id`), with a version and the stored columns. */
export interface AnswerStore {
  /** The table of stored answers, e.g. class_roster_snapshots. */
  table: string;
  /** Its column holding the answer's key. */
  key: string;
  /** The table whose rows the answers are of (its `id` is the key). */
  of: string;
  /** The stored columns, cleared when the version is bumped. */
  cleared: readonly string[];
  /** The table of the tenant's generation: an answer is served only at the generation it was computed at. */
  generations: string;
}

/** Tables and columns the answer reads; primary keys and tenant_id are implied. */
export type Reads = Record<string, readonly string[]>;

export interface StoredAnswer<R extends Reads = Reads> {
  /** A short name, part of the generated functions' and triggers' names. */
  name: string;
  store: AnswerStore;
  reads: R;
  finds: { [T in keyof R]: Finds };
}

/** The declaration, typed so that every table read says how its rows find their answers. */
export const storedAnswer = <R extends Reads>(answer: StoredAnswer<R>): StoredAnswer<R> => answer;

export const answerKey = (column: string, only?: (row: string) => string): Finds => ({ kind: 'key', column, only });
export const lookUp = (column: string, via: (keys: string, tenant: string) => string): Finds => ({ kind: 'lookup', column, via });
export const tenantWide = (): Finds => ({ kind: 'tenant' });
/** The same finds, with the reason why inserts and deletes never change an answer. */
export const updatesOnly = (finds: Finds, reason: string): Finds => ({ ...finds, updatesOnly: reason });
