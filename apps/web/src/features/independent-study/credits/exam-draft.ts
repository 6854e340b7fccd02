import { EXAM_QUESTIONS_PER_CREDIT, formatCredits, MIN_EXAM_CHOICES, type StaffExamResponse, saveExamBody } from '@cpe/contract';
import type { z } from 'zod';

/** A question as the editor holds it: the typed texts and the chosen correct choice (null until chosen). */
export interface DraftQuestion {
  key: string;
  prompt: string;
  choices: string[];
  correct_choice: number | null;
}
export interface ExamDraft {
  passing_score: string;
  questions: DraftQuestion[];
}

let next = 0;
const newKey = () => `q${++next}`;

export const blankQuestion = (): DraftQuestion => ({
  key: newKey(),
  prompt: '',
  choices: Array.from({ length: MIN_EXAM_CHOICES }, () => ''),
  correct_choice: null,
});

export function draftOf(exam: StaffExamResponse): ExamDraft {
  return {
    passing_score: String(exam.passing_score),
    questions: exam.questions.map((q) => ({ key: newKey(), prompt: q.prompt, choices: [...q.choices], correct_choice: q.correct_choice })),
  };
}

/** Errors by place: 'passing_score', 'q.<i>.prompt', 'q.<i>.choices', 'q.<i>.choices.<k>', 'q.<i>.correct_choice'. */
export type DraftErrors = Record<string, string>;

/** The contract's own check of PUT /ind-study/exam/{id}: the body to send, or the errors beside their fields. */
export function checkDraft(d: ExamDraft): { body: z.input<typeof saveExamBody> } | { errors: DraftErrors } {
  const mark = d.passing_score.trim();
  const body = {
    passing_score: /^\d+$/.test(mark) ? Number(mark) : Number.NaN,
    questions: d.questions.map((q) => ({ prompt: q.prompt, choices: q.choices, correct_choice: q.correct_choice ?? -1 })),
  };
  const parsed = saveExamBody.safeParse(body);
  if (parsed.success) return { body };
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const [top, i, ...rest] = issue.path.map(String);
    const place = top === 'questions' ? ['q', i, ...rest].join('.') : 'passing_score';
    errors[place] ??= top === 'passing_score' && Number.isNaN(body.passing_score) ? 'Enter a whole percent.' : issue.message;
  }
  return { errors };
}

/** '8 questions; at least 8 required for 1.5 CPE credits (5 per credit).' */
export function examCountText(e: Pick<StaffExamResponse, 'required_questions' | 'credits'>, count: number): string {
  const met = count >= e.required_questions;
  const plural = count === 1 ? '' : 's';
  const need = `at least ${e.required_questions} required for ${formatCredits(e.credits)} CPE credits (${EXAM_QUESTIONS_PER_CREDIT} per credit)`;
  return `${count} question${plural}; ${need}${met ? '.' : ' — not yet met.'}`;
}
