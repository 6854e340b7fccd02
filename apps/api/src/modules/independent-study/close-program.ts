import { endpoints } from '@cpe/contract';
import { conflict, forbidden } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { abilitiesOfProgram, loadProgram } from './program-access.ts';
import { studyAccess } from './study-access.ts';

export const closeProgram = defineRoute(endpoints.closeProgram, {
  summary: 'Close an Open independent study program (its owner, its submitter or CRS007); a closed program takes no new studies',
  tags: ['independent study'],
  auth: studyAccess(),
  // updatedBy is the spec's field; who closes is the session's person, whatever the body says.
  async handler({ params, tx, me, now }) {
    const session = me();
    const program = await loadProgram(tx, params.id, { lock: true });
    if (program.status === 'Closed') throw conflict(`Independent study program ${program.id} is already closed.`);
    if (!abilitiesOfProgram(program, session).close)
      throw forbidden('Only the program owner, its submitter or a holder of CRS007 may close an independent study program.');
    await tx.query(
      "UPDATE independent_study_programs SET status = 'Closed', closed_at = $2, closed_by = $3, updated_at = $2 WHERE id = $1",
      [program.id, now, session.personId],
    );
    return { message: 'Independent study program closed', status: 'Closed' as const };
  },
});
