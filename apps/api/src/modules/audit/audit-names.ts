import { personNameSql } from '../../db/sql.ts';
import type { Queryable } from '../../db/types.ts';
import { ID_COLUMNS, type LookupKind, type NameOf, type RowImage } from './audit-fields.ts';

/** The table and name expression of each lookup; every one is read under the tenant's row-level security (states are global). */
const LOOKUPS: Readonly<Record<LookupKind, { table: string; name: string }>> = {
  person: { table: 'persons x', name: personNameSql('x') },
  role: { table: 'roles x', name: 'x.role_name' },
  deliveryMethod: { table: 'delivery_methods x', name: 'x.name' },
  agendaType: { table: 'agenda_types x', name: 'x.name' },
  moduleType: { table: 'module_types x', name: 'x.name' },
  knowledgeLevel: { table: 'knowledge_levels x', name: 'x.name' },
  fieldOfStudy: { table: 'fields_of_study x', name: 'x.name' },
  qualification: { table: 'program_qualifications x', name: 'x.name' },
  state: { table: 'states x', name: 'x.name' },
  module: { table: 'agenda_modules x', name: 'x.title' },
  course: { table: 'courses x', name: 'x.title' },
};
const KINDS = Object.keys(LOOKUPS) as LookupKind[];
const INT4_MAX = 2_147_483_647;

const asId = (value: unknown): number | null => {
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= INT4_MAX ? id : null;
};

/**
 * The names of every id the rows mention, in one statement: one array of ids per lookup,
 * one UNION ALL branch each. An id whose row is gone (a removed module) reads '#id'.
 */
export async function loadNames(tx: Queryable, images: readonly (RowImage | null)[]): Promise<NameOf> {
  const ids = new Map<LookupKind, Set<number>>(KINDS.map((kind) => [kind, new Set()]));
  for (const image of images) {
    if (!image) continue;
    for (const [column, kind] of Object.entries(ID_COLUMNS)) {
      const id = asId(image[column]);
      if (id !== null) ids.get(kind)?.add(id);
    }
  }
  const names = new Map<string, string>();
  const wanted = KINDS.filter((kind) => (ids.get(kind)?.size ?? 0) > 0);
  if (wanted.length > 0) {
    const sql = wanted
      .map(
        (kind, i) =>
          `SELECT '${kind}' AS kind, x.id, ${LOOKUPS[kind].name} AS name FROM ${LOOKUPS[kind].table} WHERE x.id = ANY($${i + 1}::int[])`,
      )
      .join('\nUNION ALL ');
    const { rows } = await tx.query<{ kind: string; id: number; name: string }>(
      sql,
      wanted.map((kind) => [...(ids.get(kind) ?? [])]),
    );
    for (const row of rows) names.set(`${row.kind}:${row.id}`, row.name);
  }
  return (kind, id) => {
    const key = asId(id);
    return key === null ? String(id ?? '') : (names.get(`${kind}:${key}`) ?? `#${key}`);
  };
}
