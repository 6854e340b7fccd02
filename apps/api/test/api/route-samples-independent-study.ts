import { assignLearner, createProgram, createStudy, finalizedStudy } from '../support/factories/independent-study.ts';
import { as, type TestServer } from '../support/test-server.ts';
import { answering, type Req, type RouteSamples, type Sample } from './route-sample-kit.ts';

/**
 * Samples of the independent study and program routes for route-contract.test.ts. The staff
 * routes need a course code (the independent study policy), so a Learner is the denied caller;
 * the learner's search and exam are for anyone signed in (the study then checks the assignment). Until prepareStudyIds runs,
 * the ids name nothing: the allowed caller then gets 404, which the contract accepts.
 */
const NONE = 2_147_483_003;
export const studyIds = { program: NONE, programToClose: NONE, draft: NONE, toSubmit: NONE, finalized: NONE, toTake: NONE, learner: NONE };

const staff = (req: () => Req): Sample => ({ rule: 'permission', allowed: { as: 'admin', req }, denied: { as: 'learner', req } });
const learner = (req: () => Req): Sample => ({ rule: 'signed in', allowed: { as: 'learner', req } });
const id = (k: keyof typeof studyIds) => studyIds[k];
let wrongAnswers: { question_id: number; choice: number }[] = [{ question_id: NONE, choice: 0 }];

export const INDEPENDENT_STUDY_SAMPLES: RouteSamples = {
  createProgram: answering(
    201,
    staff(() => ({ path: '/api/alt-programs', body: { title: 'Sampled program' } })),
  ),
  getProgram: staff(() => ({ path: `/api/alt-programs/${id('program')}` })),
  closeProgram: staff(() => ({ path: `/api/alt-programs/close/${id('programToClose')}`, body: { updatedBy: 1 } })),
  searchPrograms: staff(() => ({
    path: '/api/alt-programs/search',
    body: { text: 'Sampled', status: 'Open', limit: 10 },
  })),
  createIndependentStudy: answering(
    201,
    staff(() => ({
      path: '/api/ind-study',
      body: { program_id: id('program'), title: 'Sampled study', request_type: 'New Independent Study', agenda_type_id: 1 },
    })),
  ),
  getIndependentStudyHeader: staff(() => ({ path: `/api/ind-study/header/${id('draft')}` })),
  getIndependentStudy: staff(() => ({ path: `/api/ind-study/${id('draft')}` })),
  updateIndependentStudy: staff(() => ({
    path: `/api/ind-study/${id('draft')}`,
    body: { title: 'Sampled study', description: 'Sampled', request_type: 'Revision of Existing Content', delivery_method_id: 4 },
  })),
  updateSelfStudy: staff(() => ({
    path: `/api/ind-study/self-study/${id('draft')}`,
    body: { words: 9000, media_minutes: 20, review_questions: 10 },
  })),
  independentStudyWorkflow: staff(() => ({ path: `/api/ind-study/workflow/${id('toSubmit')}`, body: { action: 'submit' } })),
  getIndependentStudyRoster: staff(() => ({ path: `/api/ind-study/roster/${id('finalized')}` })),
  searchIndependentStudies: staff(() => ({
    path: '/api/ind-study/search',
    body: { text: 'Sampled', status: 'Draft', program_id: id('program'), sort: 'title', limit: 10 },
  })),
  exportIndependentStudies: staff(() => ({ path: `/api/ind-study/export?status=Draft&program_id=${id('program')}&sort=updated` })),
  searchLearnerStudies: learner(() => ({ path: '/api/learner/ind-study/search', body: { text: 'Sampled', limit: 10 } })),
  exportLearnerStudies: learner(() => ({ path: '/api/learner/ind-study/export?text=Sampled' })),
  // The final exam (ADR 0052).
  getStudyExam: staff(() => ({ path: `/api/ind-study/exam/${id('draft')}` })),
  saveStudyExam: staff(() => ({
    path: `/api/ind-study/exam/${id('draft')}`,
    body: { passing_score: 75, questions: [{ prompt: 'Sampled?', choices: ['a', 'b', 'c'], correct_choice: 1 }] },
  })),
  getStudyAssignments: staff(() => ({ path: `/api/ind-study/assignments/${id('finalized')}` })),
  assignStudyLearner: answering(
    201,
    staff(() => ({ path: `/api/ind-study/assignments/${id('finalized')}`, body: { person_id: id('learner') } })),
  ),
  getLearnerExam: learner(() => ({ path: `/api/learner/ind-study/exam/${id('toTake')}` })),
  submitExamAttempt: answering(
    201,
    learner(() => ({
      path: `/api/learner/ind-study/exam/${id('toTake')}`,
      body: { revision: 1, answers: wrongAnswers, attest: true },
    })),
  ),
};

/** A program and studies of the demo admin in each state the samples need (route-contract.test.ts calls this in its beforeAll). */
export async function prepareStudyIds(server: TestServer): Promise<void> {
  const admin = await server.login('admin');
  const call = as(server, admin);
  studyIds.program = await createProgram(call, 'Sampled program');
  studyIds.programToClose = await createProgram(call, 'Sampled program to close');
  studyIds.draft = await createStudy(call, studyIds.program, { title: 'Sampled draft study' });
  studyIds.toSubmit = await createStudy(call, studyIds.program, { title: 'Sampled study to submit' });
  studyIds.finalized = await finalizedStudy(server, admin, admin, studyIds.program, 'Sampled finalized study');
  const learnerSession = await server.login('learner');
  studyIds.learner = learnerSession.personId;
  studyIds.toTake = await finalizedStudy(server, admin, admin, studyIds.program, 'Sampled study to take');
  await assignLearner(call, studyIds.toTake, learnerSession.personId);
  // Wrong answers to every question: a failed attempt, as often as the contract test sends it.
  const exam = await as(server, learnerSession)('GET', `/api/learner/ind-study/exam/${studyIds.toTake}`);
  wrongAnswers = exam.body.questions.map((q: { id: number }) => ({ question_id: q.id, choice: 2 }));
}
