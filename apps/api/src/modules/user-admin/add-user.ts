import { type AddUserBody, DEFAULT_PERSON_ID_TYPE, endpoints, MESSAGES } from '@cpe/contract';
import { invalid, notFound } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { loadAuthUser } from '../persons/index.ts';
import { assertExternalEmailAllowed } from '../user-management/index.ts';
import { insertPerson, type NewPerson, sendRegistrationEmail, takenNames, USER_ADMIN_MESSAGES } from './new-person.ts';
import { requireAdministers, userAdministrator } from './user-admin-access.ts';

/** Fields only an internal person has: an external person's username is their e-mail address. */
const INTERNAL_ONLY = ['legal_first_name', 'legal_last_name', 'username', 'id_type', 'id_value'] as const;

/** The body as a person to write, or a 400 naming the field. */
function newPerson(body: AddUserBody & { email_address: string }): NewPerson {
  if (body.person_type === 'external') {
    const extra = INTERNAL_ONLY.find((f) => body[f]);
    if (extra) throw invalid(`body.${extra}`, 'Only internal people have this field; an external person signs in with the e-mail address.');
  }
  if (body.id_type && !body.id_value) throw invalid('body.id_value', MESSAGES.required);
  return {
    person_type: body.person_type,
    first_name: body.first_name,
    last_name: body.last_name,
    email_address: body.email_address,
    legal_first_name: body.legal_first_name,
    legal_last_name: body.legal_last_name,
    username: body.username || body.email_address,
    id_type: body.id_value ? body.id_type || DEFAULT_PERSON_ID_TYPE : undefined,
    id_value: body.id_value || undefined,
  };
}

/**
 * /addUser: an internal person is 'Active' with the Learner role; an external person gets the
 * registration e-mail and is 'Registration email sent' until they set a password.
 */
export const addUser = defineRoute(endpoints.addUser, {
  summary:
    'Add an internal or external person (ADM001 internal, ADM002 external, ADM003 both); external people get the registration e-mail',
  tags: ['user administration'],
  auth: userAdministrator(),
  async handler({ body, tx, me, tenant, now, services }) {
    requireAdministers(me(), body.person_type);
    const person = newPerson(body);
    if (person.person_type === 'external') await assertExternalEmailAllowed(tx, person.email_address, 'body.email_address');
    // Checked here for a clear answer; the unique indexes decide a race (insertPerson).
    const taken = await takenNames(tx, [person.email_address, person.username]);
    if (taken.has(person.email_address.toLowerCase())) throw invalid('body.email_address', USER_ADMIN_MESSAGES.emailTaken);
    if (taken.has(person.username.toLowerCase())) throw invalid('body.username', USER_ADMIN_MESSAGES.usernameTaken);
    const id = await insertPerson(tx, tenant.id, person);
    if (person.person_type === 'external') {
      const mail = { tenant, publicUrl: services.config.publicUrl, jobs: services.jobs, now };
      await sendRegistrationEmail(tx, mail, { id, ...person });
    }
    const user = await loadAuthUser(tx, id);
    if (!user) throw notFound();
    const { roles: _roles, permissions: _permissions, person_type: _type, ...rest } = user;
    return rest;
  },
});
