import type { Queryable } from '../../db/types.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { Session } from '../../platform/sessions/sessions.ts';
import type { LearningObjectType } from './object-type.ts';

/**
 * How a type keeps the people named on its records (a course's owner, developer, reviewer…; a
 * class's coordinator, monitors…). Each type keeps its own table — their columns differ and its
 * visibility SQL reads them — so it says here how to list, add and remove one; the layer's
 * functions below do the checking, the answers and the "last changed" stamp the same way for all.
 */
export interface ContactsAdapter<Row, Input> {
  /** The record's contacts, in the order its screens show them. */
  list(tx: Queryable, id: number): Promise<Row[]>;
  /** Checks the input (400 for a person or role the type does not take) and adds the contact: its id, or undefined when the record already has it. */
  add(tx: Queryable, id: number, input: Input): Promise<number | undefined>;
  /** The record a contact row is on, or undefined for an id that is no contact (of this firm). */
  recordOf(tx: Queryable, contactId: number): Promise<number | undefined>;
  remove(tx: Queryable, contactId: number): Promise<void>;
  /** Checks a contact write beyond the type's 'edit' (a class of a finalized course is closed); without it, 'edit' is the rule. */
  requireWrite?(tx: Queryable, id: number, session: Session): Promise<void>;
  /** The 409 message for a contact the record already has. */
  duplicate: string;
  /** The 404 message for a contact id that is not found (the general one when absent). */
  missing?: string;
}

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
