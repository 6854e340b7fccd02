import type { CourseResponse } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { notKept, type TenantKept } from '../../platform/caches.ts';
import type { Session } from '../../platform/sessions/sessions.ts';
import { abilitiesFor, type CourseRow } from '../../shared/course-access.ts';
import { computeAnswerParts } from './answer/answer-parts.ts';
import { loadTenantCourseConfig, viewerFields } from './answer/answer-viewer.ts';

/**
 * Everything GET /course/{id} answers, as an object: header, CPE details, agenda, external ids,
 * abilities, steps, element states. The other kinds' reads embed it (local learning, vended
 * content, independent study) and a finalized version keeps it; GET /course/{id} itself serves
 * the same two parts, the shared one stored (answer/answer-serve.ts, ADR 0048).
 */
export async function loadCourseResponse(
  tx: Queryable,
  course: CourseRow,
  session: Session,
  kept: TenantKept = notKept,
): Promise<CourseResponse> {
  const parts = await computeAnswerParts(tx, course.id);
  const config = await loadTenantCourseConfig(tx, course, kept);
  const { can_access_agenda_details, is_tenant_sponsor, ...viewer } = viewerFields(
    abilitiesFor(course, session),
    parts.courseHeader,
    session,
    config,
  );
  return {
    ...parts,
    courseHeader: { ...parts.courseHeader, can_access_agenda_details },
    cpeDetails: { is_tenant_sponsor, ...parts.cpeDetails },
    ...viewer,
  };
}
