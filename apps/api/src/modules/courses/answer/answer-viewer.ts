import {
  type CourseAbilitiesBody,
  type CourseResponse,
  courseStepsEnabled,
  fieldState,
  OFFERING_PAGE_CATEGORY,
  resolveElementConfig,
} from '@cpe/contract';
import type { Queryable } from '../../../db/types.ts';
import type { TenantKept } from '../../../platform/caches.ts';
import type { Session } from '../../../platform/sessions/sessions.ts';
import { loadTenantSettings } from '../../../platform/tenant-settings.ts';
import type { CourseRow } from '../../../shared/course-access.ts';

/**
 * The fields of GET /course/{id} that follow the caller or the tenant's settings (ADR 0048),
 * computed for every request from the course's access row, the stored answer's one flag and
 * the tenant's configuration that the process keeps (ADR 0045): nothing here reads the course's
 * agenda, people or ids.
 */
export type ViewerFields = Pick<CourseResponse, 'abilities' | 'steps' | 'elements'> & {
  /** courseHeader.can_access_agenda_details: the Agenda step is on for this caller. */
  can_access_agenda_details: boolean;
  /** cpeDetails.is_tenant_sponsor: the tenant's setting. */
  is_tenant_sponsor: boolean;
};

type PageRow = { step: string; title: string; path: string; is_default_disabled: boolean; finalized_permission: string | null };
type ElementRow = Parameters<typeof resolveElementConfig>[0][number];

/** The tenant's settings, page configuration of the kind's category and course element configuration. */
export interface TenantCourseConfig {
  settings: { isSponsor?: boolean; irsCeWorkflowEnabled?: boolean };
  pages: PageRow[];
  elementRows: ElementRow[];
}

/**
 * The tenant's page configuration of the agenda's kind ('course', 'locallearning', …) and the
 * course element configuration (every kind's shared steps show the course's fields), in one statement.
 */
async function loadStepsAndElements(tx: Queryable, category: string): Promise<Omit<TenantCourseConfig, 'settings'>> {
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

/** The same for every course of the tenant and kind: kept by the process (ADR 0045). */
export async function loadTenantCourseConfig(
  tx: Queryable,
  course: Pick<CourseRow, 'kind'>,
  kept: TenantKept,
): Promise<TenantCourseConfig> {
  const category = OFFERING_PAGE_CATEGORY[course.kind];
  const settings = await kept('course-settings', () => loadTenantSettings(tx, ['isSponsor', 'irsCeWorkflowEnabled']));
  const { pages, elementRows } = await kept(`steps:${category}`, () => loadStepsAndElements(tx, category));
  return { settings, pages, elementRows };
}

/** What the steps and elements follow: the course's status, agenda type, delivery method, sponsor and modules. */
export type CourseFacts = Pick<CourseRow, 'course_status' | 'agenda_type_id' | 'delivery_method_id' | 'sponsoring_org'> & {
  has_credit_qualified_modules: boolean;
};

/**
 * The caller's fields: their abilities (from the course's access row), the steps and elements from
 * the course's facts (its stored answer's, or the header just read) and the tenant's configuration.
 */
export function viewerFields(
  abilities: CourseAbilitiesBody,
  facts: CourseFacts,
  session: Session,
  config: TenantCourseConfig,
): ViewerFields {
  const isSponsor = config.settings.isSponsor === true;
  const enabled = courseStepsEnabled({
    course: facts,
    tenant: { isSponsor, irsCeWorkflowEnabled: config.settings.irsCeWorkflowEnabled === true },
    pages: config.pages,
    permissions: session.permissions,
  });
  const resolved = resolveElementConfig(config.elementRows, {
    agendaTypeId: facts.agenda_type_id,
    deliveryMethodId: facts.delivery_method_id,
    location: 'course',
  });
  const elements = Object.fromEntries(
    Object.keys(resolved).map((elementId) => {
      const s = fieldState(resolved, elementId, facts.course_status);
      return [elementId, { ...s, editable: s.editable && abilities.edit }];
    }),
  );
  return {
    can_access_agenda_details: enabled.agenda !== false,
    is_tenant_sponsor: isSponsor,
    abilities,
    steps: config.pages.map((p) => ({ step: p.step, title: p.title, path: p.path, enabled: enabled[p.step] ?? true })),
    elements,
  };
}
