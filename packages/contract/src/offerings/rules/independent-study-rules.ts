/**
 * Independent study rules that the server and the screens share (issue 14): NASBA's
 * self-study minimums on the approval checklist, the content expiry date of the header, the
 * request types. The question minimums are credits/question-minimums.ts; the final exam's
 * rules (passing mark, grading) are offerings/self-study-exam.ts.
 */

import {
  EXAM_QUESTIONS_PER_CREDIT,
  REVIEW_QUESTIONS_PER_CREDIT,
  requiredExamQuestions,
  requiredReviewQuestions,
} from '../../credits/index.ts';
import { type ApprovalCheck, withPassedApproval } from '../../platform/index.ts';

/** How an independent study came to its program (request_type_name). */
export const INDEPENDENT_STUDY_REQUEST_TYPES = [
  'New Independent Study',
  'Revision of Existing Content',
  'Reissue of Expired Content',
] as const;
export type IndependentStudyRequestType = (typeof INDEPENDENT_STUDY_REQUEST_TYPES)[number];

export const PROGRAM_STATUSES = ['Open', 'Closed'] as const;
export type ProgramStatus = (typeof PROGRAM_STATUSES)[number];

/** NASBA: a QAS self study earns at least half a credit, or none at all. */
export const SELF_STUDY_MINIMUM_CREDITS = 0.5;

export interface SelfStudyFacts {
  /** The study's total CPE credits (the contract's computeCredits). */
  credits: number;
  reviewQuestions: number | null;
  examQuestions: number | null;
}

export const SELF_STUDY_SECTIONS = {
  credits: 'Self Study Credits',
  review: 'Review Questions',
  exam: 'Final Exam Questions',
} as const;

function row(section: string, failure: string | false): Required<ApprovalCheck> {
  return failure ? { section, validation_status: 'FAIL', message: failure } : { section, validation_status: 'PASS', message: '' };
}

/** The self-study rows of the checklist: the 0.5 minimum, then the review and exam question minimums. */
export function selfStudyChecks(f: SelfStudyFacts): Required<ApprovalCheck>[] {
  const review = requiredReviewQuestions(f.credits);
  const exam = requiredExamQuestions(f.credits);
  return [
    row(
      SELF_STUDY_SECTIONS.credits,
      f.credits < SELF_STUDY_MINIMUM_CREDITS && `A self study must earn at least ${SELF_STUDY_MINIMUM_CREDITS} CPE credit.`,
    ),
    row(
      SELF_STUDY_SECTIONS.review,
      (f.reviewQuestions ?? 0) < review &&
        `At least ${review} review questions are required (${REVIEW_QUESTIONS_PER_CREDIT} per CPE credit); there are ${f.reviewQuestions ?? 0}.`,
    ),
    row(
      SELF_STUDY_SECTIONS.exam,
      (f.examQuestions ?? 0) < exam &&
        `At least ${exam} final exam questions are required (${EXAM_QUESTIONS_PER_CREDIT} per CPE credit); the exam has ${f.examQuestions ?? 0}.`,
    ),
  ];
}

/** An independent study's checklist: the course's sections, the self-study rows and 'Passed Approval'. */
export function independentStudyChecklist(courseChecks: readonly Required<ApprovalCheck>[], f: SelfStudyFacts): Required<ApprovalCheck>[] {
  return withPassedApproval([...courseChecks, ...selfStudyChecks(f)]).map((c) => ({ message: '', ...c }));
}

/**
 * Content Exp. Date (content_exp_date): the day the study was finalized, or created
 * while it is not, plus the tenant's content expiry in years, as YYYY-MM-DD. A 29 February
 * start ends on 28 February of a common year rather than rolling into March.
 */
export function contentExpiryDate(from: string, years: number): string {
  const [y, m, d] = from.split('-').map(Number) as [number, number, number];
  const year = y + years;
  const last = new Date(Date.UTC(2000, m, 0));
  last.setUTCFullYear(year, m, 0);
  const day = Math.min(d, last.getUTCDate());
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
