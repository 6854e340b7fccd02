import { ADMIN_PAGE_ROLES, endpoints, isChecklistSection, mayTurnOffSection } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { invalid } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';

/** Turns one section of one offering type's checklist on or off. */
export const setChecklistSetting = defineRoute(endpoints.setChecklistSetting, {
  summary: "Turn a section of an offering type's approval checklist on or off",
  tags: ['admin area'],
  auth: allow.roles(...ADMIN_PAGE_ROLES['admin-validation']),
  async handler({ body, tx, now }) {
    if (!isChecklistSection(body.offering_type, body.section))
      throw invalid('body.section', `'${body.section}' is not a section of this checklist.`);
    if (!body.applies && !mayTurnOffSection(body.offering_type, body.section))
      throw invalid('body.applies', `'${body.section}' always applies: it guards a rule every firm follows.`);
    await tx.query(
      `INSERT INTO checklist_section_settings (offering_type, section, applies, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (tenant_id, offering_type, section) DO UPDATE SET applies = EXCLUDED.applies, updated_at = EXCLUDED.updated_at`,
      [body.offering_type, body.section, body.applies, now],
    );
    return { message: body.applies ? `${body.section} applies` : `${body.section} no longer applies` };
  },
});
