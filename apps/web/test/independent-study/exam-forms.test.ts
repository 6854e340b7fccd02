import { describe, expect, it } from 'vitest';
import { blankQuestion, checkDraft, examCountText } from '../../src/features/independent-study/credits/exam-draft.ts';
import { answerErrors, answerList } from '../../src/features/independent-study/learner/exam-answers.ts';

describe('the final exam editor (ADR 0052)', () => {
  it("checks the draft with the contract's rules and puts each error beside its field", () => {
    const q = { ...blankQuestion(), prompt: 'Which?', choices: ['a', 'b', 'c'] };
    expect(checkDraft({ passing_score: '70', questions: [{ ...q, correct_choice: 1 }] })).toEqual({
      body: { passing_score: 70, questions: [{ prompt: 'Which?', choices: ['a', 'b', 'c'], correct_choice: 1 }] },
    });
    const wrong = checkDraft({ passing_score: '65', questions: [{ ...q, prompt: '', choices: ['a', 'a', ''], correct_choice: null }] });
    expect(wrong).toEqual({
      errors: {
        passing_score: 'The passing mark cannot be below 70%.',
        'q.0.prompt': 'Required.',
        'q.0.choices.2': 'Required.',
        'q.0.correct_choice': 'Choose the correct answer.',
        'q.0.choices.1': 'Each choice must differ from the others.',
      },
    });
    expect(checkDraft({ passing_score: 'x', questions: [] })).toEqual({ errors: { passing_score: 'Enter a whole percent.' } });
  });

  it('says how many questions the credits need', () => {
    expect(examCountText({ required_questions: 8, credits: 1.5 }, 7)).toBe(
      '7 questions; at least 8 required for 1.5 CPE credits (5 per credit) — not yet met.',
    );
    expect(examCountText({ required_questions: 3, credits: 0.5 }, 3)).toBe(
      '3 questions; at least 3 required for 0.5 CPE credits (5 per credit).',
    );
  });
});

describe("the learner's exam form", () => {
  it('asks for an answer beside each unanswered question and for the attestation', () => {
    expect(answerErrors([4, 5, 6], { 5: 0 }, false)).toEqual({
      4: 'Choose an answer.',
      6: 'Choose an answer.',
      attest: 'You must attest that you completed the study.',
    });
    expect(answerErrors([4], { 4: 2 }, true)).toEqual({});
    expect(answerList([4, 5], { 5: 1, 4: 2 })).toEqual([
      { question_id: 4, choice: 2 },
      { question_id: 5, choice: 1 },
    ]);
  });
});
