import type { Finds, StoredAnswer } from './declaration.ts';

/**
 * The freshness SQL of a stored answer, generated from its declaration (ADR 0062). Per answer:
 * a function that bumps the version of some of its answers and one that bumps the tenant's
 * generation (both once per transaction, noted in app.stored_answer_<name>); per table read, a
 * trigger function and deferred constraint triggers: one on insert and delete, one on an update
 * that changes a read column. They run at COMMIT, so a version row is locked only for the commit.
 * Every object is named stored_answer_…, which is how a later generation finds and drops them.
 */

export const GENERATED_PREFIX = 'stored_answer_';
const MAX_IDENTIFIER = 63;

function name(...parts: string[]): string {
  const id = GENERATED_PREFIX + parts.join('_');
  if (id.length > MAX_IDENTIFIER) throw new Error(`${id} is longer than PostgreSQL's ${MAX_IDENTIFIER} characters`);
  return id;
}

export const bumpFunction = (answer: StoredAnswer) => name(answer.name, 'bump');
export const generationFunction = (answer: StoredAnswer) => name(answer.name, 'generation');
export const inputFunction = (answer: StoredAnswer, table: string) => name(answer.name, table);
const noted = (answer: StoredAnswer) => `app.${GENERATED_PREFIX}${answer.name}`;

/** Bumps the versions of these answers of one tenant; rows are locked in key order, so two transactions cannot deadlock on them. */
function bumpSql(answer: StoredAnswer): string {
  const { table, key, of, cleared } = answer.store;
  return `CREATE FUNCTION ${bumpFunction(answer)}(changed_tenant integer, changed_keys integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  done text := coalesce(nullif(current_setting('${noted(answer)}', true), ''), ',');
  todo integer[];
BEGIN
  SELECT array_agg(DISTINCT k ORDER BY k) INTO todo FROM unnest(changed_keys) k
   WHERE k IS NOT NULL AND position(',' || changed_tenant || ':' || k || ',' IN done) = 0;
  IF todo IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO ${table} AS s (tenant_id, ${key}, version)
  SELECT o.tenant_id, o.id, 1 FROM ${of} o WHERE o.tenant_id = changed_tenant AND o.id = ANY (todo) ORDER BY o.id
  ON CONFLICT (tenant_id, ${key}) DO UPDATE SET
    version = s.version + 1,
    ${cleared.map((c) => `${c} = NULL`).join(', ')};
  PERFORM set_config('${noted(answer)}', done || (SELECT string_agg(changed_tenant || ':' || k, ',') FROM unnest(todo) k) || ',', true);
END $$;

CREATE FUNCTION ${generationFunction(answer)}(changed_tenant integer) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  done text := coalesce(nullif(current_setting('${noted(answer)}', true), ''), ',');
BEGIN
  IF position(',g' || changed_tenant || ',' IN done) > 0 THEN
    RETURN;
  END IF;
  INSERT INTO ${answer.store.generations} AS g (tenant_id, generation) VALUES (changed_tenant, 1)
  ON CONFLICT (tenant_id) DO UPDATE SET generation = g.generation + 1;
  PERFORM set_config('${noted(answer)}', done || 'g' || changed_tenant || ',', true);
END $$;`;
}

/** The statements of the trigger function that gather the changed row's keys from OLD or NEW. */
function gatherSql(row: 'OLD' | 'NEW', finds: Finds): string {
  const lines = [`changed_tenant := ${row}.tenant_id;`];
  if (finds.kind !== 'tenant') {
    const add = `changed_keys := changed_keys || ${row}.${finds.column};`;
    const only = finds.kind === 'key' ? finds.only : undefined;
    lines.push(only ? `IF ${only(row)} THEN\n      ${add}\n    END IF;` : add);
  }
  return lines.map((l) => `    ${l}`).join('\n');
}

function bumpCall(answer: StoredAnswer, finds: Finds): string {
  if (finds.kind === 'tenant') return `PERFORM ${generationFunction(answer)}(changed_tenant);`;
  if (finds.kind === 'key') return `PERFORM ${bumpFunction(answer)}(changed_tenant, changed_keys);`;
  return `PERFORM ${bumpFunction(answer)}(changed_tenant, ARRAY(${finds.via('changed_keys', 'changed_tenant')}));`;
}

/** The columns whose change an update trigger watches: those read, and the one that finds the answers. */
export function watchedColumns(columns: readonly string[], finds: Finds): string[] {
  const watched = new Set(columns);
  if (finds.kind !== 'tenant') watched.add(finds.column);
  return [...watched];
}

function inputSql(answer: StoredAnswer, table: string): string {
  const finds = answer.finds[table] as Finds;
  const fn = inputFunction(answer, table);
  const columns = watchedColumns(answer.reads[table] ?? [], finds);
  const when = columns.map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`).join(' OR ');
  const deferred = 'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW';
  const rows = finds.updatesOnly
    ? `-- No insert or delete: ${finds.updatesOnly}`
    : `CREATE CONSTRAINT TRIGGER ${name(answer.name, table, 'rows')} AFTER INSERT OR DELETE ON ${table}\n  ${deferred} EXECUTE FUNCTION ${fn}();`;
  return `CREATE FUNCTION ${fn}() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  changed_tenant integer;
  changed_keys integer[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
${gatherSql('OLD', finds)}
  END IF;
  IF TG_OP <> 'DELETE' THEN
${gatherSql('NEW', finds)}
  END IF;
  ${bumpCall(answer, finds)}
  RETURN NULL;
END $$;
${rows}
CREATE CONSTRAINT TRIGGER ${name(answer.name, table, 'update')} AFTER UPDATE ON ${table}
  ${deferred} WHEN (${when})
  EXECUTE FUNCTION ${fn}();`;
}

/** Every function and trigger of one stored answer. */
export function freshnessSql(answer: StoredAnswer): string {
  const inputs = Object.keys(answer.reads)
    .sort()
    .map((table) => `-- ${table}: ${answer.reads[table]?.join(', ')}\n${inputSql(answer, table)}`);
  return [`-- The stored answer '${answer.name}', kept in ${answer.store.table}.`, bumpSql(answer), ...inputs].join('\n\n');
}
