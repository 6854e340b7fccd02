import type { PersonType } from '@cpe/contract';
import { personNameSql } from '../../db/sql.ts';
import type { Queryable } from '../../db/types.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import type { Session } from '../../platform/sessions/sessions.ts';
import { mayAdminister } from '../../shared/person-admin.ts';

export interface MergeParty {
  id: number;
  name: string;
  person_type: PersonType;
  merged_into_id: number | null;
}

export interface MergeRequest {
  survivorId: number;
  victimId: number;
}

/**
 * The two people of a merge, checked: two different people of the caller's tenant (row-level
 * security: another tenant's id is not found), both of a type the caller administers (the same
 * 404 as their profile), neither merged away already. `lock` holds both rows until the
 * transaction ends, so two merges of the same person never run at once.
 */
export async function loadParties(
  tx: Queryable,
  me: Session,
  req: MergeRequest,
  lock: boolean,
): Promise<{ survivor: MergeParty; victim: MergeParty }> {
  if (req.survivorId === req.victimId) throw invalid('body.victimId', 'A person cannot be merged into themself.');
  const { rows } = await tx.query<MergeParty>(
    `SELECT p.id, ${personNameSql('p')} AS name, p.person_type, p.merged_into_id
       FROM persons p WHERE p.id = ANY($1::int[]) ORDER BY p.id ${lock ? 'FOR UPDATE' : ''}`,
    [[req.survivorId, req.victimId]],
  );
  const find = (id: number) => {
    const person = rows.find((r) => r.id === id);
    return person && mayAdminister(me, person.person_type) ? person : null;
  };
  const survivor = find(req.survivorId);
  const victim = find(req.victimId);
  if (!survivor || !victim) throw notFound();
  for (const [field, p] of [
    ['body.survivorId', survivor],
    ['body.victimId', victim],
  ] as const) {
    if (p.merged_into_id !== null) throw invalid(field, `${p.name} was merged into person ${p.merged_into_id} already.`);
  }
  return { survivor, victim };
}
