import type { PersonType } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { notFound } from '../../platform/errors.ts';
import type { Session } from '../../platform/sessions/sessions.ts';
import { mayAdminister } from '../../shared/person-admin.ts';

/**
 * The person a transcript or license page is about, if the caller may see it: the person
 * themself, or whoever administers that type of person (HPT023 with ADM001/002/003).
 * Anyone else, and another tenant's person (row-level security hides them), is 'not found',
 * as the profile answers.
 */
export async function visiblePerson(tx: Queryable, personId: number, me: Session): Promise<{ id: number; person_type: PersonType }> {
  const { rows } = await tx.query<{ id: number; person_type: PersonType }>('SELECT id, person_type FROM persons WHERE id = $1', [personId]);
  const person = rows[0];
  if (!person) throw notFound();
  if (person.id !== me.personId && !mayAdminister(me, person.person_type)) throw notFound();
  return person;
}
