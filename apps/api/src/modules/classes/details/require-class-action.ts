import { classActionBlocked, isAgendaFinal } from '@cpe/contract';
import type { Queryable } from '../../../db/types.ts';
import { conflict } from '../../../platform/errors.ts';
import type { Session } from '../../../platform/sessions/sessions.ts';
import { type AbleClass, type ClassAbility, requireClass } from '../../../shared/class-access.ts';

/** The class for a write: the ability, and a finalized course agenda. */
export async function requireClassAction(tx: Queryable, id: number, session: Session, ability: ClassAbility): Promise<AbleClass> {
  const cls = await requireClass(tx, id, session, ability);
  const blocked = classActionBlocked({ is_course_finalized: isAgendaFinal(cls.course_status) });
  if (blocked) throw conflict(blocked);
  return cls;
}
