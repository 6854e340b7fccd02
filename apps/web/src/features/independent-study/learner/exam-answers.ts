/** The learner's answers as the exam screen holds them: question id → chosen choice. */
export type Answers = Readonly<Record<number, number>>;

/** 'Choose an answer.' beside each unanswered question, and the attestation's message when it is not given. */
export function answerErrors(questionIds: readonly number[], answers: Answers, attested: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const id of questionIds) if (answers[id] === undefined) errors[String(id)] = 'Choose an answer.';
  if (!attested) errors.attest = 'You must attest that you completed the study.';
  return errors;
}

/** POST /learner/ind-study/exam/{id}'s answers, in the exam's order. */
export const answerList = (questionIds: readonly number[], answers: Answers) =>
  questionIds.map((question_id) => ({ question_id, choice: answers[question_id] ?? 0 }));
