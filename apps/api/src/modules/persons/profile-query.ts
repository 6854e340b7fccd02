import type { profileBody } from '@cpe/contract';
import type { z } from 'zod';
import type { Queryable } from '../../db/types.ts';
import { loadEcpeTranscripts } from '../external-cpe/index.ts';
import { PERSON_PERMISSIONS } from './person-sql.ts';
import { loadTranscripts } from './profile-transcripts.ts';

/** The profile without the caller's abilities, which the route adds (they depend on who asks). */
type Profile = Omit<z.input<typeof profileBody>, 'abilities'>;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** One query for the profile and its lists, one for its transcripts; jurisdictions arrive with later issues. */
export async function loadProfile(tx: Queryable, personId: number): Promise<Profile | null> {
  const { rows } = await tx.query<{
    id: number;
    person_type: 'internal' | 'external';
    username: string | null;
    name_primary_first: string;
    name_primary_last: string;
    name_legal_first: string | null;
    name_legal_last: string | null;
    date_created: Date;
    date_login: Date | null;
    date_refreshed: Date | null;
    emails: { email_address: string; is_primary: 'Y' | 'N' }[];
    ids: { id_type: string; value: string; is_primary: 'Y' | 'N' }[];
    roles: { id: number; role_name: string; is_system_role: boolean }[];
    permissions: string[];
    merged_into_id: number | null;
  }>(
    `SELECT p.id, p.person_type, p.username, p.name_primary_first, p.name_primary_last, p.name_legal_first,
            p.name_legal_last, p.date_created, p.date_login, p.date_refreshed, p.merged_into_id,
            coalesce((SELECT json_agg(json_build_object('email_address', e.email_address,
                                      'is_primary', CASE WHEN e.is_primary THEN 'Y' ELSE 'N' END) ORDER BY e.is_primary DESC, e.id)
                        FROM person_emails e WHERE e.tenant_id = p.tenant_id AND e.person_id = p.id), '[]') AS emails,
            coalesce((SELECT json_agg(json_build_object('id_type', i.id_type, 'value', i.value,
                                      'is_primary', CASE WHEN i.is_primary THEN 'Y' ELSE 'N' END) ORDER BY i.is_primary DESC, i.id)
                        FROM person_ids i WHERE i.tenant_id = p.tenant_id AND i.person_id = p.id), '[]') AS ids,
            coalesce((SELECT json_agg(json_build_object('id', r.id, 'role_name', r.role_name, 'is_system_role', r.is_system_role) ORDER BY r.id)
                        FROM person_roles pr JOIN roles r ON r.tenant_id = pr.tenant_id AND r.id = pr.role_id
                       WHERE pr.tenant_id = p.tenant_id AND pr.person_id = p.id), '[]') AS roles,
            ${PERSON_PERMISSIONS}
       FROM persons p WHERE p.id = $1`,
    [personId],
  );
  const p = rows[0];
  if (!p) return null;
  return {
    ...p,
    date_created: new Date(p.date_created).toISOString(),
    date_login: iso(p.date_login),
    date_refreshed: iso(p.date_refreshed),
    permissions: [...p.permissions].sort(),
    transcripts: await loadTranscripts(tx, p.id),
    ecpe_transcripts: await loadEcpeTranscripts(tx, p.id),
    jurisdictions: [],
  };
}
