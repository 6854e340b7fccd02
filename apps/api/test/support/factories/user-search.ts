import type { TestServer } from '../test-server.ts';
import { addPersonWithCodes } from './people.ts';

export interface MadePerson {
  id: number;
  type: 'internal' | 'external';
  first: string;
  last: string;
  displayId: string;
  email: string;
}

/**
 * People of the demo tenant for the user search tests, made in SQL as the owner: each with a
 * primary e-mail `<display id>@<domain>` (lower case) and a second, non-primary one.
 */
export async function insertPeople(
  server: TestServer,
  people: { type: 'internal' | 'external'; first: string; last: string; displayId: string }[],
  domain = 'search.example',
): Promise<MadePerson[]> {
  return server.db.asOwner(async (tx) => {
    const t = (await tx.query<{ id: number }>("SELECT id FROM tenants WHERE subdomain = 'demo'")).rows[0]?.id as number;
    const made: MadePerson[] = [];
    for (const p of people) {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO persons (tenant_id, person_type, username, display_id, name_primary_first, name_primary_last, status)
         VALUES ($1, $2, $3, $4, $5, $6, 'Registration email sent') RETURNING id`,
        [t, p.type, p.type === 'external' ? p.displayId.toLowerCase() : null, p.displayId, p.first, p.last],
      );
      const id = rows[0]?.id as number;
      const email = `${p.displayId.toLowerCase()}@${domain}`;
      await tx.query(
        `INSERT INTO person_emails (tenant_id, person_id, email_address, is_primary) VALUES ($1, $2, $3, true), ($1, $2, $4, false)`,
        [t, id, email, `other.${email}`],
      );
      made.push({ id, ...p, email });
    }
    return made;
  });
}

/** Administrators of one type, of both types, and a holder of HPT023 alone; they sign in with the demo password. */
export async function addAdministrators(server: TestServer, prefix: string) {
  await addPersonWithCodes(server, `${prefix}.internal`, ['HPT023', 'ADM001']);
  await addPersonWithCodes(server, `${prefix}.external`, ['HPT023', 'ADM002']);
  await addPersonWithCodes(server, `${prefix}.both`, ['HPT023', 'ADM003']);
  await addPersonWithCodes(server, `${prefix}.none`, ['HPT023']);
  await addPersonWithCodes(server, `${prefix}.codesonly`, ['ADM003']);
  const [internal, external, both, none, codesOnly] = await Promise.all(
    ['internal', 'external', 'both', 'none', 'codesonly'].map((k) => server.login(`${prefix}.${k}`)),
  );
  return { internal, external, both, none, codesOnly } as Record<
    'internal' | 'external' | 'both' | 'none' | 'codesOnly',
    NonNullable<typeof internal>
  >;
}
