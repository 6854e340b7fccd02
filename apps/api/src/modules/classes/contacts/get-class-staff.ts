import { CLASS_MESSAGES, classContactKind, endpoints, monitorSummary } from '@cpe/contract';
import { inOrder } from '../../../db/sql.ts';
import { defineRoute } from '../../../platform/route.ts';
import { classAccess } from '../../../shared/class-access.ts';
import { listContacts } from '../../learning-objects/index.ts';
import { classObjectType } from '../core/class-object-type.ts';
import { classRoles, liveRosterCount } from './contacts.ts';

export const getClassStaff = defineRoute(endpoints.getClassStaff, {
  summary: "The class's contacts by role, the dedicated monitor ratio (one per 100 learners), and the contact roles",
  tags: ['classes'],
  auth: classAccess(),
  async handler({ params, tx, me }) {
    const contacts = await listContacts(tx, classObjectType, params.id, me());
    const [learners, roles] = await inOrder(
      () => liveRosterCount(tx, params.id),
      () => classRoles(tx),
    );
    const summary = monitorSummary(contacts, learners);
    return {
      contacts: contacts.map((c) => ({ ...c, kind: classContactKind(c.role_name) })),
      monitors: {
        ...summary,
        message: summary.warning ? CLASS_MESSAGES.dedicatedMonitorsShort(summary.dedicatedNeeded, summary.dedicated) : null,
      },
      roles,
    };
  },
});
