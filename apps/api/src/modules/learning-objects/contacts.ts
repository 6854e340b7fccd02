import type { Queryable } from '../../db/types.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { Session } from '../../platform/sessions/sessions.ts';
import type { ContactsAdapter, LearningObjectType } from './object-type.ts';

/** A type that has contacts. */
export type TypeWithContacts<Row, Input> = Omit<LearningObjectType, 'contacts'> & { contacts: ContactsAdapter<Row, Input> };

const requireWrite = async <R, I>(tx: Queryable, type: TypeWithContacts<R, I>, id: number, session: Session) =>
  type.contacts.requireWrite ? type.contacts.requireWrite(tx, id, session) : type.require(tx, id, session, 'edit');

/** The record's contacts, for someone who may see it. */
export async function listContacts<R, I>(tx: Queryable, type: TypeWithContacts<R, I>, id: number, session: Session): Promise<R[]> {
  await type.require(tx, id, session, 'see');
  return type.contacts.list(tx, id);
}

/** Adds a contact to the record (409 when it already has them in that role): the new contact's id. */
export async function addContact<R, I>(
  tx: Queryable,
  type: TypeWithContacts<R, I>,
  id: number,
  session: Session,
  input: I,
  now: Date,
): Promise<{ id: number }> {
  await requireWrite(tx, type, id, session);
  const contactId = await type.contacts.add(tx, id, input);
  if (contactId === undefined) throw conflict(type.contacts.duplicate);
  await type.touch(tx, id, session.personId, now);
  return { id: contactId };
}

/** Removes a contact from its record: 404 for an unknown id, then the record's own rule. */
export async function removeContact<R, I>(
  tx: Queryable,
  type: TypeWithContacts<R, I>,
  contactId: number,
  session: Session,
  now: Date,
): Promise<{ message: string }> {
  const id = await type.contacts.recordOf(tx, contactId);
  if (id === undefined) throw notFound(type.contacts.missing);
  await requireWrite(tx, type, id, session);
  await type.contacts.remove(tx, contactId);
  await type.touch(tx, id, session.personId, now);
  return { message: 'Contact removed' };
}
