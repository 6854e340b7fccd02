import { tenantKept } from '../../../platform/caches.ts';
import { type RouteContext, Serialized } from '../../../platform/route.ts';
import type { Session } from '../../../platform/sessions/sessions.ts';
import { answerJson, answerTexts } from './answer-json.ts';
import { computeAnswerParts } from './answer-parts.ts';
import { loadCourseAnswer, storeAnswer } from './answer-store.ts';
import { loadTenantCourseConfig, viewerFields } from './answer-viewer.ts';

type Ctx = RouteContext<{ id: number }, unknown, unknown> & { me(): Session };

/**
 * GET /course/{id} (ADR 0048): one statement finds the course for the caller (404, 403) with
 * its stored shared part; the caller's abilities, steps and elements are computed from that
 * row and the tenant's kept configuration, and spliced into the stored JSON text. A course
 * with nothing stored for its current version is computed, answered, and then stored for the
 * next reader, after the read's transaction, through `later`. Either way the answer is sent as
 * text, past the route's zod serializer: the shared part was checked against its schema when
 * it was computed, and answerJson checks the caller's fields.
 */
export async function serveCourse(ctx: Ctx): Promise<Serialized> {
  const { tx, params, services, tenant, now, reply } = ctx;
  const session = ctx.me();
  const { course, abilities, state } = await loadCourseAnswer(tx, params.id, session);
  let texts = state.texts;
  if (!texts) {
    const computed = answerTexts(await computeAnswerParts(tx, course.id));
    ctx.later(() => services.db.withTenant({ tenantId: tenant.id }, (w) => storeAnswer(w, course.id, state, computed)));
    texts = computed;
  }
  const config = await loadTenantCourseConfig(tx, course, tenantKept(services.caches.settings, tenant.id, now));
  reply.header('content-type', 'application/json; charset=utf-8');
  return new Serialized(
    answerJson(texts, viewerFields(abilities, { ...course, has_credit_qualified_modules: texts.credit_qualified }, session, config)),
  );
}
