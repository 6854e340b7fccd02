import { CREATE_INDEPENDENT_STUDY_REQUIREMENT, DELIVERY_METHOD_IDS, endpoints } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { conflict } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { insertOffering } from '../courses/index.ts';
import { loadProgram } from './program-access.ts';
import { checkLookups } from './study-lookups.ts';

export const createIndependentStudy = defineRoute(endpoints.createIndependentStudy, {
  summary: 'Request a Draft independent study in an Open program (QAS Self Study unless told); its creator alone edits it while Draft',
  tags: ['independent study'],
  auth: allow.permissions(...CREATE_INDEPENDENT_STUDY_REQUIREMENT),
  async handler({ body, tx, me, now }) {
    // Locked so that a program closed meanwhile cannot take the study.
    const program = await loadProgram(tx, body.program_id, { lock: true });
    if (program.status !== 'Open')
      throw conflict(`Independent study program ${program.id} is closed: it takes no new independent studies.`);
    const deliveryMethodId = body.delivery_method_id === undefined ? DELIVERY_METHOD_IDS.qasSelfStudy : body.delivery_method_id;
    await checkLookups(tx, { agenda_type_id: body.agenda_type_id, delivery_method_id: deliveryMethodId });
    const { id } = await insertOffering(tx, {
      kind: 'independent_study',
      title: body.title,
      agendaTypeId: body.agenda_type_id ?? null,
      deliveryMethodId,
      personId: me().personId,
      now,
      columns: { program_id: program.id, request_type: body.request_type },
    });
    await tx.query('UPDATE independent_study_programs SET updated_at = $2 WHERE id = $1', [program.id, now]);
    return { id };
  },
});
