import { ADMIN_PAGE_ROLES, CREDIT_LIMITATION_MESSAGES, type CreditLimitationBody, type CreditLimitationRule } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { allow } from '../../platform/authorize.ts';
import { invalid, notFound } from '../../platform/errors.ts';

/** /accadmin/creditlimitation and its routes: the Educe ACC Administrators (a role guard). */
export const creditLimitationPage = () => allow.roles(...ADMIN_PAGE_ROLES['accadmin-creditlimitation']);
/** /accadmin/errorlog and its routes. */
export const errorLogPage = () => allow.roles(...ADMIN_PAGE_ROLES['accadmin-errorlog']);

/**
 * The firm's active rules, read once per roster or certification (not per learner).
 * numeric arrives as text from pg and as a number from PGlite: Number() reads both.
 */
export async function loadActiveRules(tx: Queryable): Promise<CreditLimitationRule[]> {
  const { rows } = await tx.query<{
    id: number;
    name: string;
    scope: CreditLimitationRule['scope'];
    max_credits: string | number;
    field_of_study_id: number | null;
    delivery_method_id: number | null;
    jurisdiction_id: number | null;
  }>(
    `SELECT id, name, scope, max_credits, field_of_study_id, delivery_method_id, jurisdiction_id
       FROM credit_limitation_rules WHERE is_active ORDER BY id`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    scope: r.scope,
    maxCredits: Number(r.max_credits),
    fieldOfStudyId: r.field_of_study_id,
    deliveryMethodId: r.delivery_method_id,
    jurisdictionId: r.jurisdiction_id,
  }));
}

/** Active licences of these people: what a jurisdiction rule reads. Only asked when a rule names a jurisdiction. */
export async function loadJurisdictions(tx: Queryable, rules: readonly CreditLimitationRule[], personIds: readonly number[]) {
  const byPerson = new Map<number, number[]>();
  if (!rules.some((r) => r.jurisdictionId !== null) || personIds.length === 0) return byPerson;
  const { rows } = await tx.query<{ person_id: number; jurisdiction_id: number }>(
    `SELECT DISTINCT person_id, jurisdiction_id FROM person_licenses WHERE status = 'Active' AND person_id = ANY($1::int[])`,
    [personIds],
  );
  for (const r of rows) byPerson.set(r.person_id, [...(byPerson.get(r.person_id) ?? []), r.jurisdiction_id]);
  return byPerson;
}

/** The body's lookups exist in the caller's firm, and the name is free; else a 400 naming the field. */
export async function checkRuleBody(tx: Queryable, body: CreditLimitationBody, exceptId = 0): Promise<void> {
  const checks = [
    ['field_of_study_id', 'fields_of_study', body.field_of_study_id, 'There is no such field of study.'],
    ['delivery_method_id', 'delivery_methods', body.delivery_method_id, 'There is no such delivery method.'],
    ['jurisdiction_id', 'jurisdictions', body.jurisdiction_id, 'There is no such jurisdiction.'],
  ] as const;
  for (const [field, table, id, message] of checks) {
    if (id === null) continue;
    const { rows } = await tx.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id]);
    if (rows.length === 0) throw invalid(`body.${field}`, message);
  }
  const { rows } = await tx.query('SELECT 1 FROM credit_limitation_rules WHERE lower(name) = lower($1) AND id <> $2', [
    body.name,
    exceptId,
  ]);
  if (rows.length > 0) throw invalid('body.name', CREDIT_LIMITATION_MESSAGES.nameTaken);
}

export async function requireRule(tx: Queryable, id: number): Promise<void> {
  const { rows } = await tx.query('SELECT 1 FROM credit_limitation_rules WHERE id = $1', [id]);
  if (rows.length === 0) throw notFound(`Credit limitation ${id} was not found.`);
}

/** A rule's lookups only where its scope reads them: a per-day rule keeps no field of study. */
export function ruleColumns(body: CreditLimitationBody) {
  return [
    body.name,
    body.scope,
    body.max_credits,
    body.scope === 'field_of_study' ? body.field_of_study_id : null,
    body.delivery_method_id,
    body.jurisdiction_id,
    body.is_active,
  ];
}
