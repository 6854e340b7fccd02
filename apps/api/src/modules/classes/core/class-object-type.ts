import { CLASS_ACCESS_CODES, CLASS_ELEMENT_LOCATION, CLASS_OBJECT_TYPE } from '@cpe/contract';
import { loadClass, requireClass, touchClass } from '../../../shared/class-access.ts';
import type { LearningObjectType } from '../../learning-objects/index.ts';
import { classContacts } from '../contacts/class-contacts-adapter.ts';
import { validateClassCertification } from '../lifecycle/certification-validation.ts';
import { CLASS_PAGE_CATEGORY } from './class-steps.ts';

/**
 * The class as a learning object (type 3): its policy is class-access.ts. Nobody leaves
 * feedback on a class (no feedback section is a class's), so it has no feedback sections and
 * feedback needs the edit ability.
 */
export const classObjectType = {
  id: CLASS_OBJECT_TYPE,
  noun: 'Class',
  async require(tx, id, session, action) {
    if (action === 'see') await loadClass(tx, id, session);
    else await requireClass(tx, id, session, 'edit');
  },
  codes: CLASS_ACCESS_CODES,
  touch: touchClass,
  pageCategory: CLASS_PAGE_CATEGORY,
  elementLocation: CLASS_ELEMENT_LOCATION,
  async configKeys(tx, id) {
    // The class's delivery method, the course's while it has none; the course's agenda type.
    const { rows } = await tx.query<{ agenda_type_id: number | null; delivery_method_id: number | null }>(
      `SELECT c.agenda_type_id, coalesce(k.delivery_method_id, c.delivery_method_id) AS delivery_method_id
         FROM classes k JOIN courses c ON c.id = k.course_id WHERE k.id = $1`,
      [id],
    );
    return { agendaTypeId: rows[0]?.agenda_type_id ?? null, deliveryMethodId: rows[0]?.delivery_method_id ?? null };
  },
  async checklist(tx, id, session) {
    const { checklist } = await validateClassCertification(tx, await loadClass(tx, id, session));
    return checklist.map((row) => ({ ...row, message: row.message ?? '' }));
  },
  feedbackSections: [],
  contacts: classContacts,
} satisfies LearningObjectType;
