import { ADMIN_PAGE_ROLES, CHECKLIST_OFFERING_TYPES, CHECKLIST_SECTIONS, endpoints, mayTurnOffSection } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { defineRoute } from '../../platform/route.ts';

/** Every (offering type, section) with whether it applies: the grid of /admin/validation. */
export const listChecklistSettings = defineRoute(endpoints.listChecklistSettings, {
  summary: 'Which approval checklist sections apply per offering type (unset: applies)',
  tags: ['admin area'],
  auth: allow.roles(...ADMIN_PAGE_ROLES['admin-validation']),
  async handler({ tx }) {
    const { rows } = await tx.query<{ offering_type: string; section: string }>(
      'SELECT offering_type, section FROM checklist_section_settings WHERE NOT applies',
    );
    const off = new Set(rows.map((r) => `${r.offering_type}\u0000${r.section}`));
    return CHECKLIST_OFFERING_TYPES.flatMap((type) =>
      CHECKLIST_SECTIONS[type].map((section) => ({
        offering_type: type,
        section,
        applies: !off.has(`${type}\u0000${section}`),
        may_turn_off: mayTurnOffSection(type, section),
      })),
    );
  },
});
