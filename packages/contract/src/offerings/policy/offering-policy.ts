/**
 * The abilities of any agenda by its kind (ADR 0023): the course's steps (agenda, credits,
 * content review, NASBA, documentation, versions, audit) ask this, so each kind's own policy
 * decides who sees and edits them.
 */
import type { CourseAbilitiesBody, OfferingKind } from '../../course/index.ts';
import { COURSE_ACCESS_CODES, courseRecordAbilities, LOCAL_LEARNING_ACCESS_CODES } from '../../course/index.ts';
import type { PermissionCode } from '../../platform/index.ts';
import { independentStudyAbilities } from './independent-study-policy.ts';
import { localLearningAbilities, type OfferingContext } from './local-learning-policy.ts';
import { VENDED_CONTENT_ACCESS_CODES, vendedContentAbilities } from './vended-content-policy.ts';

/**
 * Any code that opens some agenda of some kind: the rule of the shared course step routes
 * (agenda, credits, content review, …); each record is then checked by its kind's abilities.
 */
export const AGENDA_ACCESS_CODES: readonly PermissionCode[] = [
  ...new Set([...COURSE_ACCESS_CODES, ...LOCAL_LEARNING_ACCESS_CODES, ...VENDED_CONTENT_ACCESS_CODES]),
];

export interface OfferingAccess {
  kind: OfferingKind;
  course_status: string;
  delivery_method_id: number | null;
  created_by: number | null;
  related?: boolean;
}

/** The course-shaped abilities of an agenda of any kind (kind-specific ones come from its own policy). */
export function offeringRecordAbilities(offering: OfferingAccess, ctx: OfferingContext): CourseAbilitiesBody {
  switch (offering.kind) {
    case 'course':
      return courseRecordAbilities(offering, ctx);
    case 'local_learning': {
      const { approve: _a, notApprove: _n, submitToLms: _s, editCodeExpiry: _e, ...shared } = localLearningAbilities(offering, ctx);
      return shared;
    }
    case 'independent_study': {
      const { notApprove: _n, ...shared } = independentStudyAbilities(offering, ctx);
      return shared;
    }
    case 'vended_content':
      return vendedContentAbilities(offering, ctx);
  }
}
