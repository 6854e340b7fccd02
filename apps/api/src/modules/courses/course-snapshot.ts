import { formatCredits } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import type { Session } from '../../platform/sessions/sessions.ts';
import type { CourseRow } from '../../shared/course-access.ts';
import { loadCourseResponse } from './course-read.ts';
import { loadCpeInfo } from './cpe-info/cpe-info-read.ts';

/**
 * The readable record of a finalized version: what the course said, without
 * who-may-do-what or feedback. Kept in course_versions so that earlier versions
 * stay readable after the course is reopened for Editing.
 */
export async function courseSnapshot(tx: Queryable, course: CourseRow, session: Session): Promise<Record<string, unknown>> {
  const full = await loadCourseResponse(tx, course, session);
  const cpe = await loadCpeInfo(tx, course.id);
  const { updated_at: _u, created_at: _c, contacts, ...header } = full.courseHeader;
  return {
    details: header,
    contacts: contacts.map((c) => `${c.contact_role}: ${c.name}`),
    agenda: full.agenda.map((d) => ({
      day: d.day,
      modules: d.modules.map((m) => ({
        title: m.title,
        time: `${m.start_time}-${m.end_time}`,
        module_type: m.module_type,
        knowledge_level: m.knowledge_level,
        is_credit_qualified: m.is_credit_qualified,
        fields_of_study: m.allocations.map((a) => `${a.name} ${a.percent}%`),
        instructors: m.instructors.map((i) => i.name),
      })),
    })),
    cpe: {
      credits: cpe.credits.total,
      credit_increment: cpe.credit_increment,
      by_field: cpe.credits.byField.map((f) => `${f.name}: ${formatCredits(f.credits)}`),
      engagement_measures: cpe.engagement_measures.filter((e) => e.selected).map((e) => e.name),
      polling_events: cpe.polling_events,
    },
    qualifications: cpe.qualifications.map((q) => (q.state ? `${q.name} (${q.state})` : q.name)),
    irs: { is_irs_ce: full.cpeDetails.is_irs_ce, irs_program_number: full.cpeDetails.irs_program_number },
    externalIds: full.externalIds.map((e) => `${e.id_type}: ${e.external_id_value}`),
    ...(course.kind === 'independent_study' ? { finalExam: await examSnapshot(tx, course.id) } : {}),
  };
}

/**
 * An independent study's final exam as its version keeps it (ADR 0052): the mark and each
 * question with its choices and answer, so a version says what learners were asked.
 */
async function examSnapshot(tx: Queryable, courseId: number): Promise<Record<string, unknown>> {
  const head = await tx.query<{ passing_score: number; revision: number }>(
    'SELECT passing_score, revision FROM independent_study_exams WHERE course_id = $1',
    [courseId],
  );
  const { rows } = await tx.query<{ prompt: string; choices: string[]; correct_choice: number }>(
    'SELECT prompt, choices, correct_choice FROM independent_study_exam_questions WHERE course_id = $1 ORDER BY position',
    [courseId],
  );
  return {
    passing_score: head.rows[0]?.passing_score ?? null,
    revision: head.rows[0]?.revision ?? null,
    questions: rows.map((q) => ({ prompt: q.prompt, choices: q.choices, answer: q.choices[q.correct_choice] ?? null })),
  };
}

/** What changed between two snapshots, as leaf paths (e.g. 'agenda.0.modules.1.time'). */
export function diffSnapshots(before: unknown, after: unknown, path = ''): { path: string; before: unknown; after: unknown }[] {
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
  if (isObject(before) && isObject(after) && Array.isArray(before) === Array.isArray(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((k) => diffSnapshots(before[k], after[k], path ? `${path}.${k}` : k));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path, before: before ?? null, after: after ?? null }];
}
