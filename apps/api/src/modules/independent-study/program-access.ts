import { type ProgramAbilities, programAbilities } from '@cpe/contract';
import { personNameSql, ymdSql } from '../../db/sql.ts';
import type { Queryable } from '../../db/types.ts';
import { notFound } from '../../platform/errors.ts';
import type { Session } from '../../platform/sessions/sessions.ts';

export interface ProgramRow {
  id: number;
  title: string;
  status: 'Open' | 'Closed';
  submitter_id: number;
  owner_id: number;
  submitter: string;
  program_owner: string;
  date_created: string;
}

/**
 * An independent study program of the caller's firm, locked for a write when asked. Another
 * firm's is invisible (row-level security), so it is a 404 like a missing one. Everyone who
 * works on courses sees every program (the policy), so there is no 403 for seeing one.
 */
export async function loadProgram(tx: Queryable, id: number, opts: { lock?: boolean } = {}): Promise<ProgramRow> {
  const { rows } = await tx.query<ProgramRow>(
    `SELECT g.id, g.title, g.status, g.submitter_id, g.owner_id, ${personNameSql('s')} AS submitter,
            ${personNameSql('o')} AS program_owner, ${ymdSql('g.created_at')} AS date_created
       FROM independent_study_programs g
       JOIN persons s ON s.id = g.submitter_id
       JOIN persons o ON o.id = g.owner_id
      WHERE g.id = $1${opts.lock ? ' FOR UPDATE OF g' : ''}`,
    [id],
  );
  const row = rows[0];
  if (!row) throw notFound(`Independent study program ${id} was not found.`);
  return row;
}

export function abilitiesOfProgram(program: ProgramRow, session: Session): ProgramAbilities {
  return programAbilities(program, { permissions: session.permissions, personId: session.personId });
}
