import type { StaffExamResponse } from '@cpe/contract';
import { isoSql } from '../../../db/sql.ts';
import type { Queryable } from '../../../db/types.ts';
import { loadSelfStudy } from '../study-read.ts';

export interface ExamQuestionRow {
  id: number;
  prompt: string;
  choices: string[];
  correct_choice: number;
}

export interface ExamRow {
  passing_score: number;
  revision: number;
  updated_at: string | null;
  questions: ExamQuestionRow[];
}

/** A study's exam with its answer key; an exam never written reads as empty, at the default mark, revision 0. */
export async function loadExam(tx: Queryable, courseId: number): Promise<ExamRow> {
  const head = await tx.query<{ passing_score: number; revision: number; updated_at: string }>(
    `SELECT passing_score, revision, ${isoSql('updated_at')} AS updated_at FROM independent_study_exams WHERE course_id = $1`,
    [courseId],
  );
  const questions = await tx.query<ExamQuestionRow>(
    'SELECT id, prompt, choices, correct_choice FROM independent_study_exam_questions WHERE course_id = $1 ORDER BY position',
    [courseId],
  );
  const h = head.rows[0];
  return {
    passing_score: h?.passing_score ?? 70,
    revision: h?.revision ?? 0,
    updated_at: h?.updated_at ?? null,
    questions: questions.rows,
  };
}

/** The exam as staff read it: the key, the study's credits and the Standards' minimum for them (S9-07). */
export async function staffExam(tx: Queryable, courseId: number, editable: boolean): Promise<StaffExamResponse> {
  const [exam, selfStudy] = [await loadExam(tx, courseId), await loadSelfStudy(tx, courseId)];
  return {
    course_id: courseId,
    passing_score: exam.passing_score,
    revision: exam.revision,
    questions: exam.questions,
    required_questions: selfStudy.required_exam_questions,
    credits: selfStudy.credits,
    editable,
    updated_at: exam.updated_at,
  };
}

/** How many questions the study's exam has: the count its approval checklist checks. */
export async function examQuestionCount(tx: Queryable, courseId: number): Promise<number> {
  const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM independent_study_exam_questions WHERE course_id = $1', [
    courseId,
  ]);
  return rows[0]?.n ?? 0;
}
