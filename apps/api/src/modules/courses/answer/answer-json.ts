import { courseResponse } from '@cpe/contract';
import { type CourseAnswerParts, courseAnswerParts } from './answer-parts.ts';
import type { ViewerFields } from './answer-viewer.ts';

/**
 * The shared part of a course's answer as stored in course_answers (migration 0039, ADR 0048):
 * each piece is JSON text of its contract schema, so that a reader splices the caller's fields
 * in as text, without parsing 60 modules or serializing them again.
 */
export interface AnswerTexts {
  /** courseHeader without can_access_agenda_details: an object, so it ends with '}'. */
  header: string;
  /** cpeDetails without is_tenant_sponsor: an object with keys, so it starts with '{"'. */
  cpe: string;
  agenda: string;
  external_ids: string;
  /** courseHeader.has_credit_qualified_modules, which the steps' rules need per caller. */
  credit_qualified: boolean;
}

/**
 * The shared part checked against its schema (as Fastify's serializer checked the whole answer)
 * and turned into text: only an answer that fits the contract is ever stored. Parsing also drops
 * what the schema does not name, as the serializer did.
 */
export function answerTexts(parts: CourseAnswerParts): AnswerTexts {
  const checked = courseAnswerParts.parse(parts);
  return {
    header: JSON.stringify(checked.courseHeader),
    cpe: JSON.stringify(checked.cpeDetails),
    agenda: JSON.stringify(checked.agenda),
    external_ids: JSON.stringify(checked.externalIds),
    credit_qualified: checked.courseHeader.has_credit_qualified_modules,
  };
}

/** The caller's own fields, checked against their schemas too: the answer is the contract's whole. */
const viewerSchema = courseResponse.pick({ abilities: true, steps: true, elements: true }).extend({
  can_access_agenda_details: courseResponse.shape.courseHeader.shape.can_access_agenda_details,
  is_tenant_sponsor: courseResponse.shape.cpeDetails.shape.is_tenant_sponsor,
});

/**
 * GET /course/{id}'s JSON: the stored texts with the caller's fields spliced in. The same JSON
 * value as JSON.stringify of the answer object; only the two spliced keys sit elsewhere in
 * their objects (last in courseHeader, first in cpeDetails).
 */
export function answerJson(texts: AnswerTexts, viewer: ViewerFields): string {
  const v = viewerSchema.parse(viewer);
  return (
    `{"courseHeader":${texts.header.slice(0, -1)},"can_access_agenda_details":${v.can_access_agenda_details}}` +
    `,"cpeDetails":{"is_tenant_sponsor":${v.is_tenant_sponsor},${texts.cpe.slice(1)}` +
    `,"agenda":${texts.agenda},"externalIds":${texts.external_ids}` +
    `,"abilities":${JSON.stringify(v.abilities)},"steps":${JSON.stringify(v.steps)},"elements":${JSON.stringify(v.elements)}}`
  );
}
