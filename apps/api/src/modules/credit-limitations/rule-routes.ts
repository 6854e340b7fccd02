import { CREDIT_LIMITATION_MESSAGES, type CreditLimitationRow, endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { checkRuleBody, creditLimitationPage, requireRule, ruleColumns } from './rule-store.ts';

export const listCreditLimitations = defineRoute(endpoints.listCreditLimitations, {
  summary: "The firm's credit limitation rules, with the lookups a rule may name",
  tags: ['credit limitations'],
  auth: creditLimitationPage(),
  async handler({ tx }) {
    const { rows } = await tx.query<CreditLimitationRow & { max_credits: string | number }>(
      `SELECT r.id, r.name, r.scope, r.max_credits, r.field_of_study_id, f.name AS field_of_study,
              r.delivery_method_id, d.name AS delivery_method, r.jurisdiction_id, j.name AS jurisdiction, r.is_active
         FROM credit_limitation_rules r
         LEFT JOIN fields_of_study f ON f.id = r.field_of_study_id
         LEFT JOIN delivery_methods d ON d.id = r.delivery_method_id
         LEFT JOIN jurisdictions j ON j.id = r.jurisdiction_id
        ORDER BY r.is_active DESC, lower(r.name), r.id`,
    );
    const options = async (sql: string) => (await tx.query<{ id: number; name: string }>(sql)).rows;
    return {
      rules: rows.map((r) => ({ ...r, max_credits: Number(r.max_credits) })),
      options: {
        fieldsOfStudy: await options('SELECT id, name FROM fields_of_study ORDER BY name'),
        deliveryMethods: await options('SELECT id, name FROM delivery_methods ORDER BY sort_order, name'),
        jurisdictions: await options("SELECT id, code || ' – ' || name AS name FROM jurisdictions ORDER BY code"),
      },
    };
  },
});

export const createCreditLimitation = defineRoute(endpoints.createCreditLimitation, {
  summary: 'Add a credit limitation rule',
  tags: ['credit limitations'],
  auth: creditLimitationPage(),
  async handler({ body, tx }) {
    await checkRuleBody(tx, body);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO credit_limitation_rules (name, scope, max_credits, field_of_study_id, delivery_method_id, jurisdiction_id, is_active)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      ruleColumns(body),
    );
    return { id: (rows[0] as { id: number }).id, message: CREDIT_LIMITATION_MESSAGES.created };
  },
});

export const updateCreditLimitation = defineRoute(endpoints.updateCreditLimitation, {
  summary: 'Change a credit limitation rule, or (is_active false) deactivate it',
  tags: ['credit limitations'],
  auth: creditLimitationPage(),
  async handler({ params, body, tx, now }) {
    await requireRule(tx, params.id);
    await checkRuleBody(tx, body, params.id);
    await tx.query(
      `UPDATE credit_limitation_rules SET name = $1, scope = $2, max_credits = $3, field_of_study_id = $4,
              delivery_method_id = $5, jurisdiction_id = $6, is_active = $7, updated_at = $9 WHERE id = $8`,
      [...ruleColumns(body), params.id, now],
    );
    return { message: CREDIT_LIMITATION_MESSAGES.updated };
  },
});
