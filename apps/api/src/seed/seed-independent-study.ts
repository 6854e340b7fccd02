import { COURSE_OBJECT_TYPE, DELIVERY_METHOD_IDS, gradeExam, type IndependentStudyRequestType } from '@cpe/contract';
import type { Tx } from '../db/types.ts';
import { insertOffering, recordCompletion } from '../modules/courses/index.ts';
import { DEMO_EXAM_BANK } from './demo-exam-questions.ts';

interface DemoStudy {
  title: string;
  status: 'Draft' | 'Pending Signoff' | 'Finalized' | 'Not Approved';
  requestType: IndependentStudyRequestType;
  /** Words, audio/video minutes, review questions, final exam questions: (words/180 + minutes + questions × 1.85) / 50 credits. */
  counts: [number, number, number, number];
  /** The demo learner is assigned to it (Finalized only) and may take its final exam. */
  assignedToLearner?: boolean;
  /** The demo learner failed its final exam once, then passed it (ADR 0052), so their transcript shows it. */
  completedByLearner?: boolean;
}

const OPEN_PROGRAM = 'Tax Self-Study Library';
const CLOSED_PROGRAM = '2025 Audit Self-Study Series';

// 9,000 words, 20 minutes, 10 review and 10 exam questions make 107 minutes: 2.0 credits by the formula (ADR 0051), which need 10 exam questions.
const OPEN_STUDIES: DemoStudy[] = [
  { title: 'Partnership Basis Self Study', status: 'Draft', requestType: 'New Independent Study', counts: [6000, 10, 4, 5] },
  {
    title: 'Revenue Recognition Refresher',
    status: 'Pending Signoff',
    requestType: 'Revision of Existing Content',
    counts: [9000, 20, 10, 10],
  },
  {
    title: 'Ethics for CPAs Self Study',
    status: 'Finalized',
    requestType: 'New Independent Study',
    counts: [9000, 20, 10, 10],
    assignedToLearner: true,
    completedByLearner: true,
  },
];
const CLOSED_STUDIES: DemoStudy[] = [
  {
    title: 'Audit Sampling Self Study',
    status: 'Finalized',
    requestType: 'New Independent Study',
    // 13,500 words and 16 questions: 75 + 29.6 = 104.6 minutes, 2.0 credits.
    counts: [13500, 0, 6, 10],
    assignedToLearner: true,
  },
  { title: 'Going Concern Primer', status: 'Not Approved', requestType: 'Reissue of Expired Content', counts: [3000, 0, 2, 2] },
];

const STEPS: Record<DemoStudy['status'], [string, string, string][]> = {
  Draft: [],
  'Pending Signoff': [['submit', 'Draft', 'Pending Signoff']],
  Finalized: [
    ['submit', 'Draft', 'Pending Signoff'],
    ['finalize', 'Pending Signoff', 'Finalized'],
  ],
  'Not Approved': [
    ['submit', 'Draft', 'Pending Signoff'],
    ['notApprove', 'Pending Signoff', 'Not Approved'],
  ],
};

/**
 * The demo independent studies of a tenant (issue 14), once: an Open program with a study in
 * Draft, one Pending Signoff and one Finalized that the demo learner completed by passing its
 * final exam (on their transcript), and a Closed program whose Finalized study the learner is
 * assigned to and may take. Each study has its final exam. The instructor requests them and
 * the admin signs off.
 */
export async function seedDemoIndependentStudies(tx: Tx): Promise<void> {
  const { rows: existing } = await tx.query('SELECT 1 FROM independent_study_programs LIMIT 1');
  if (existing.length > 0) return;
  const people = await tx.query<{ id: number; username: string }>(
    "SELECT id, username FROM persons WHERE username IN ('admin', 'instructor', 'learner')",
  );
  const person = (u: string) => people.rows.find((p) => p.username === u)?.id;
  const [admin, instructor, learner] = [person('admin'), person('instructor'), person('learner')];
  if (!admin || !instructor || !learner) return;
  const created = new Date(Date.UTC(2026, 7, 3, 14));
  const open = await insertProgram(tx, OPEN_PROGRAM, instructor, admin, created);
  const closed = await insertProgram(tx, CLOSED_PROGRAM, admin, admin, created);
  const ctx = { admin, instructor, learner, created };
  for (const s of OPEN_STUDIES) await seedStudy(tx, open, s, ctx);
  for (const s of CLOSED_STUDIES) await seedStudy(tx, closed, s, ctx);
  await tx.query("UPDATE independent_study_programs SET status = 'Closed', closed_at = $2, closed_by = $3 WHERE id = $1", [
    closed,
    created,
    admin,
  ]);
}

async function insertProgram(tx: Tx, title: string, submitter: number, owner: number, at: Date): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    'INSERT INTO independent_study_programs (title, submitter_id, owner_id, created_at, updated_at) VALUES ($1, $2, $3, $4, $4) RETURNING id',
    [title, submitter, owner, at],
  );
  return (rows[0] as { id: number }).id;
}

async function seedStudy(
  tx: Tx,
  programId: number,
  s: DemoStudy,
  ctx: { admin: number; instructor: number; learner: number; created: Date },
): Promise<void> {
  const { id } = await insertOffering(tx, {
    kind: 'independent_study',
    title: s.title,
    agendaTypeId: 1,
    deliveryMethodId: DELIVERY_METHOD_IDS.qasSelfStudy,
    personId: ctx.instructor,
    now: ctx.created,
    columns: { program_id: programId, request_type: s.requestType, description: `${s.title}: a demo independent study.` },
  });
  const [words, media, review, exam] = s.counts;
  await tx.query(
    `UPDATE courses SET credit_increment = 0.5, self_study_words = $2, self_study_media_minutes = $3,
            self_study_review_questions = $4, self_study_exam_questions = $5 WHERE id = $1`,
    [id, words, media, review, exam],
  );
  await seedExam(tx, id, exam, ctx.instructor, ctx.created);
  // One module carries the field of study that the formula's credits are allocated to.
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO agenda_modules (course_id, day, day_index, title, module_type_id, knowledge_level_id, start_time, end_time, is_credit_qualified, developer_id)
     VALUES ($1, 1, 1, 'Reading and review questions', 1, 1, '09:00', '10:40', true, $2) RETURNING id`,
    [id, ctx.instructor],
  );
  await tx.query('INSERT INTO module_fields_of_study (module_id, field_of_study_id, percent) VALUES ($1, 20, 100)', [rows[0]?.id]);
  await tx.query(
    "INSERT INTO content_reviews (course_id, day, reviewer_id, is_attested, start_date, completion_date, note) VALUES ($1, 1, $2, true, '2026-08-03', '2026-08-04', 'Reviewed')",
    [id, ctx.admin],
  );
  await tx.query('INSERT INTO course_qualifications (course_id, qualification_id) VALUES ($1, 1)', [id]);
  await tx.query(
    "INSERT INTO course_nasba_answers (course_id, question_id, answer) SELECT $1, id, 'See the study description.' FROM nasba_questions WHERE is_required",
    [id],
  );
  const at = new Date(ctx.created.getTime() + 86_400_000);
  for (const [action, from, to] of STEPS[s.status]) {
    await tx.query(
      'INSERT INTO workflow_history (learning_object_type_id, learning_object_id, action, from_status, to_status, version, person_id, occurred_at) VALUES ($1, $2, $3, $4, $5, 1, $6, $7)',
      [COURSE_OBJECT_TYPE, id, action, from, to, action === 'submit' ? ctx.instructor : ctx.admin, at],
    );
  }
  if (s.status !== 'Draft') await tx.query('UPDATE courses SET submitted_on = $2 WHERE id = $1', [id, at]);
  const finalized = s.status === 'Finalized' ? at.toISOString().slice(0, 10) : null;
  await tx.query('UPDATE courses SET course_status = $2, finalization_date = $3::date, updated_at = $4 WHERE id = $1', [
    id,
    s.status,
    finalized,
    at,
  ]);
  if (s.assignedToLearner)
    await tx.query('INSERT INTO independent_study_assignments (course_id, person_id, assigned_by, assigned_at) VALUES ($1, $2, $3, $4)', [
      id,
      ctx.learner,
      ctx.admin,
      at,
    ]);
  if (!s.completedByLearner) return;
  // Before the dates the transcript tests certify classes on, so those stay first in the learner's list.
  const completedOn = '2026-08-20';
  const now = new Date(`${completedOn}T15:00:00Z`);
  // A failed attempt the day before, then the pass that is the completion (as submitExamAttempt records them).
  await seedAttempt(tx, id, ctx.learner, 1, exam - 4, new Date(now.getTime() - 86_400_000));
  const score = await seedAttempt(tx, id, ctx.learner, 2, exam - 1, now);
  await recordCompletion(tx, { courseId: id, personId: ctx.learner, completedOn, by: ctx.learner, now });
  await tx.query(
    'INSERT INTO independent_study_completions (course_id, person_id, exam_score, completed_on, attested_at) VALUES ($1, $2, $3, $4::date, $5)',
    [id, ctx.learner, score, completedOn, now],
  );
}

/** The study's final exam: the first `n` questions of the demo bank, at the default mark of 70 %. */
async function seedExam(tx: Tx, courseId: number, n: number, author: number, at: Date): Promise<void> {
  await tx.query(
    'INSERT INTO independent_study_exams (course_id, passing_score, revision, updated_at, updated_by) VALUES ($1, 70, 1, $2, $3)',
    [courseId, at, author],
  );
  for (const [i, q] of DEMO_EXAM_BANK.slice(0, n).entries())
    await tx.query(
      'INSERT INTO independent_study_exam_questions (course_id, position, prompt, choices, correct_choice) VALUES ($1, $2, $3, $4, $5)',
      [courseId, i + 1, q.prompt, JSON.stringify(q.choices), q.correct_choice],
    );
}

/** One graded attempt with `right` correct answers (the rest one choice off); answers its score. */
async function seedAttempt(tx: Tx, courseId: number, personId: number, no: number, right: number, at: Date): Promise<number> {
  const { rows } = await tx.query<{ id: number; prompt: string; choices: string[]; correct_choice: number }>(
    'SELECT id, prompt, choices, correct_choice FROM independent_study_exam_questions WHERE course_id = $1 ORDER BY position',
    [courseId],
  );
  const answers = rows.map((q, i) => (i < right ? q.correct_choice : (q.correct_choice + 1) % q.choices.length));
  const grade = gradeExam(
    rows.map((q) => q.correct_choice),
    answers,
    70,
  );
  await tx.query(
    `INSERT INTO independent_study_exam_attempts (course_id, person_id, attempt_no, course_version, exam_revision, questions, answers,
                                                 correct, total, score, passing_score, passed, attested_at, submitted_at)
     VALUES ($1, $2, $3, 1, 1, $4, $5, $6, $7, $8, 70, $9, $10, $10)`,
    [courseId, personId, no, JSON.stringify(rows), JSON.stringify(answers), grade.correct, grade.total, grade.score, grade.passed, at],
  );
  return grade.score;
}
