import {
  type CourseHeader,
  type CourseResponse,
  type CreditIncrement,
  computeCredits,
  courseStepsEnabled,
  fieldState,
  OFFERING_PAGE_CATEGORY,
  resolveElementConfig,
} from '@cpe/contract';
import { inOrder, isoSql, personNameSql, ymdSql } from '../../db/sql.ts';
import type { Queryable } from '../../db/types.ts';
import { notKept, type TenantKept } from '../../platform/caches.ts';
import type { Session } from '../auth/sessions.ts';
import { externalIdsOf } from '../learning-objects/external-ids.ts';
import { loadTenantSettings } from '../reference/tenant-settings.ts';
import { loadAgenda } from './agenda/agenda-read.ts';
import { abilitiesFor, COURSE_OBJECT_TYPE, type CourseRow } from './course-access.ts';
import { courseContacts } from './people/course-contacts.ts';

type HeaderRow = Omit<CourseHeader, 'contacts' | 'has_credit_qualified_modules' | 'can_access_agenda_details'> & {
  credit_increment: string;
  is_irs_ce: boolean;
  is_irs_ce_approved: boolean;
  irs_program_number: string | null;
  self_study_words: number | null;
  self_study_media_minutes: number | null;
  self_study_review_questions: number | null;
};

export async function loadHeaderRow(tx: Queryable, id: number): Promise<HeaderRow> {
  const { rows } = await tx.query<HeaderRow>(
    `SELECT c.id, c.title, c.description, c.objectives, c.course_status, c.pre_edited_status, c.version,
            c.agenda_type_id, at.name AS agenda_type, c.delivery_method_id, dm.name AS delivery_method,
            c.lrt_id, c.loid, c.lms_id, c.sponsoring_org, ${ymdSql('c.finalization_date')} AS finalization_date,
            c.prerequisites, c.created_by, ${personNameSql('p')} AS created_by_name,
            ${isoSql('c.created_at')} AS created_at, ${isoSql('c.updated_at')} AS updated_at,
            c.credit_increment::text AS credit_increment, c.is_irs_ce, c.is_irs_ce_approved, c.irs_program_number,
            c.self_study_words, c.self_study_media_minutes, c.self_study_review_questions
       FROM courses c
       JOIN persons p ON p.id = c.created_by
       LEFT JOIN agenda_types at ON at.id = c.agenda_type_id
       LEFT JOIN delivery_methods dm ON dm.id = c.delivery_method_id
      WHERE c.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) throw new Error(`course ${id} vanished inside its transaction`);
  return row;
}

export const incrementOf = (stored: string): CreditIncrement => (Number(stored) === 0.5 ? 0.5 : 0.2);

/** Contacts and external ids of the course, as the learning-object layer keeps them. */
async function loadContactsAndIds(tx: Queryable, id: number) {
  const contacts = await courseContacts.list(tx, id);
  return { contacts, externalIds: await externalIdsOf(tx, COURSE_OBJECT_TYPE, id) };
}

type PageRow = { step: string; title: string; path: string; is_default_disabled: boolean; finalized_permission: string | null };
type ElementRow = Parameters<typeof resolveElementConfig>[0][number];

/**
 * The tenant's page configuration of the agenda's kind ('course', 'locallearning', …) and the
 * course element configuration (every kind's shared steps show the course's fields), in one statement.
 */
async function loadStepsAndElements(tx: Queryable, category: string): Promise<{ pages: PageRow[]; elementRows: ElementRow[] }> {
  const { rows } = await tx.query<{ pages: PageRow[] | null; elements: ElementRow[] | null }>(
    `SELECT (SELECT json_agg(json_build_object('step', step, 'title', title, 'path', path, 'is_default_disabled', is_default_disabled,
                                               'finalized_permission', finalized_permission) ORDER BY sort_order, id)
               FROM page_configs WHERE category = $1) AS pages,
            (SELECT json_agg(json_build_object('agenda_type_id', agenda_type_id, 'delivery_method_id', delivery_method_id,
                                               'location', location, 'element_id', element_id, 'label', label,
                                               'is_displayed', is_displayed, 'is_required', is_required, 'is_editable', is_editable,
                                               'is_editable_in_editing_status', is_editable_in_editing_status) ORDER BY id)
               FROM element_configs WHERE location = 'course') AS elements`,
    [category],
  );
  return { pages: rows[0]?.pages ?? [], elementRows: rows[0]?.elements ?? [] };
}

/** Everything GET /course/{id} answers: header, CPE details, agenda, external ids, abilities, steps, element states. */
export async function loadCourseResponse(
  tx: Queryable,
  course: CourseRow,
  session: Session,
  kept: TenantKept = notKept,
): Promise<CourseResponse> {
  const id = course.id;
  const category = OFFERING_PAGE_CATEGORY[course.kind];
  // The tenant's settings and page configuration are the same for every course: kept by the process (ADR 0045).
  const [header, { contacts, externalIds }, agenda, settings, config] = await inOrder(
    () => loadHeaderRow(tx, id),
    () => loadContactsAndIds(tx, id),
    () => loadAgenda(tx, id),
    () => kept('course-settings', () => loadTenantSettings(tx, ['isSponsor', 'irsCeWorkflowEnabled'])),
    () => kept(`steps:${category}`, () => loadStepsAndElements(tx, category)),
  );
  const modules = agenda.flatMap((d) => d.modules);
  const hasCreditQualified = modules.some((m) => m.is_credit_qualified);
  const increment = incrementOf(header.credit_increment);
  const credits = computeCredits(modules, {
    deliveryMethodId: header.delivery_method_id,
    increment,
    selfStudy: selfStudyOf(header),
  });
  const abilities = abilitiesFor(course, session);
  const enabled = courseStepsEnabled({
    course: { ...header, has_credit_qualified_modules: hasCreditQualified },
    tenant: { isSponsor: settings.isSponsor === true, irsCeWorkflowEnabled: settings.irsCeWorkflowEnabled === true },
    pages: config.pages,
    permissions: session.permissions,
  });
  const resolved = resolveElementConfig(config.elementRows, {
    agendaTypeId: header.agenda_type_id,
    deliveryMethodId: header.delivery_method_id,
    location: 'course',
  });
  const elements = Object.fromEntries(
    Object.keys(resolved).map((elementId) => {
      const s = fieldState(resolved, elementId, header.course_status);
      return [elementId, { ...s, editable: s.editable && abilities.edit }];
    }),
  );
  const {
    credit_increment,
    is_irs_ce,
    is_irs_ce_approved,
    irs_program_number,
    self_study_words,
    self_study_media_minutes,
    self_study_review_questions,
    ...rest
  } = header;
  return {
    courseHeader: {
      ...rest,
      contacts,
      has_credit_qualified_modules: hasCreditQualified,
      can_access_agenda_details: enabled.agenda !== false,
    },
    cpeDetails: {
      is_tenant_sponsor: settings.isSponsor === true,
      is_irs_ce,
      is_irs_ce_approved,
      irs_program_number,
      credit_increment: increment,
      total_credits: credits.total,
    },
    agenda,
    externalIds,
    abilities,
    steps: config.pages.map((p) => ({ step: p.step, title: p.title, path: p.path, enabled: enabled[p.step] ?? true })),
    elements,
  };
}

export function selfStudyOf(h: Pick<HeaderRow, 'self_study_words' | 'self_study_media_minutes' | 'self_study_review_questions'>) {
  if (h.self_study_words === null) return undefined;
  return { words: h.self_study_words, mediaMinutes: h.self_study_media_minutes ?? 0, reviewQuestions: h.self_study_review_questions ?? 0 };
}
