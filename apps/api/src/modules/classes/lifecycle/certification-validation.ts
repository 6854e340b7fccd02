import { applyClassChecklistSettings, certificationChecklist, classCertification, endpoints } from '@cpe/contract';
import type { Queryable } from '../../../db/types.ts';
import { defineRoute } from '../../../platform/route.ts';
import { type ClassRow, classAccess, loadClass } from '../../../shared/class-access.ts';
import { sectionsNotApplying } from '../../admin-area/index.ts';
import { certificationFacts } from './certification-facts.ts';

/** The class's certification by the contract's one rule (the checklist, the certify dialog and the gate). */
export async function validateClassCertification(tx: Queryable, cls: ClassRow) {
  // Without the sections the firm turned off for classes (ADR 0038): the checklist, the certify dialog and the gate agree.
  return applyClassChecklistSettings(classCertification(await certificationFacts(tx, cls)), await sectionsNotApplying(tx, 'class'));
}

export const getCertificationValidation = defineRoute(endpoints.getCertificationValidation, {
  summary: 'The certification and attestation checklists of a class; passes_validation is 1 only when every section passes',
  tags: ['classes'],
  auth: classAccess(),
  async handler({ params, tx, me }) {
    const cls = await loadClass(tx, params.id, me());
    const { passes_validation, failed_validation_reason, certification, attestation } = await validateClassCertification(tx, cls);
    return {
      passes_validation,
      failed_validation_reason,
      certification: certificationChecklist(certification),
      attestation: certificationChecklist(attestation),
    };
  },
});
