import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attemptMessage, correctAnswersToPass, gradeExam, MIN_PASSING_SCORE } from '../src/offerings/rules/self-study-exam.ts';
import { examQuestionInput, saveExamBody } from '../src/offerings/schemas/self-study-exam.ts';

const exam = fc.integer({ min: 1, max: 60 }).chain((n) =>
  fc.record({
    key: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: n, maxLength: n }),
    answers: fc.array(fc.option(fc.integer({ min: 0, max: 5 })), { minLength: n, maxLength: n }),
    mark: fc.integer({ min: MIN_PASSING_SCORE, max: 100 }),
  }),
);

describe('grading a self-study final exam (S9-07: pass at 70 % or the study’s higher mark)', () => {
  it.each([
    // [correct of total, mark, score, passed]
    [7, 10, 70, 70, true], // 7/10 = 70 % ≥ 70
    [6, 10, 70, 60, false], // 6/10 = 60 % < 70
    [3, 5, 70, 60, false], // 3/5 = 60 %
    [4, 5, 70, 80, true], // 4/5 = 80 %
    [4, 5, 85, 80, false], // 80 % < the study's 85
    [2, 3, 70, 66.66, false], // 2/3 = 66.66… shown rounded down
    [7, 9, 70, 77.77, true], // 7/9 = 77.77…
    [69, 100, 70, 69, false],
  ])('%s of %s correct at a %s %% mark scores %s (passed: %s)', (correct, total, mark, score, passed) => {
    const key = Array.from({ length: total }, () => 0);
    const answers = key.map((_, i) => (i < correct ? 0 : 1));
    expect(gradeExam(key, answers, mark)).toEqual({ correct, total, score, passed });
  });

  it('counts unanswered questions as wrong and never passes an empty exam', () => {
    expect(gradeExam([0, 1, 2], [0, null, null], 70)).toMatchObject({ correct: 1, passed: false });
    expect(gradeExam([], [], 70)).toEqual({ correct: 0, total: 0, score: 0, passed: false });
  });

  it('never passes below 70 %, even when a lower mark is asked', () => {
    expect(gradeExam([0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 1, 1, 1, 1], 50).passed).toBe(false);
    expect(correctAnswersToPass(10, 50)).toBe(7);
  });

  it('passes exactly when the shown score reaches the mark, and at correctAnswersToPass correct answers', () => {
    fc.assert(
      fc.property(exam, ({ key, answers, mark }) => {
        const g = gradeExam(key, answers, mark);
        expect(g.correct).toBe(key.filter((k, i) => answers[i] === k).length);
        expect(g.passed).toBe(g.score >= mark);
        expect(g.passed).toBe(g.correct >= correctAnswersToPass(key.length, mark));
        expect(g.score).toBeGreaterThanOrEqual(0);
        expect(g.score).toBeLessThanOrEqual(100);
        expect(g.score).toBeLessThanOrEqual((100 * g.correct) / g.total);
      }),
    );
  });

  it('one more correct answer never turns a pass into a fail', () => {
    fc.assert(
      fc.property(exam, fc.nat(), ({ key, answers, mark }, pick) => {
        const i = pick % key.length;
        const better = answers.map((a, j) => (j === i ? (key[i] ?? 0) : a));
        if (gradeExam(key, answers, mark).passed) expect(gradeExam(key, better, mark).passed).toBe(true);
      }),
    );
  });

  it('tells the learner the score and what is needed, without the answers', () => {
    expect(attemptMessage(gradeExam([0, 0, 0, 0, 0], [0, 0, 0, 1, 1], 70), 70)).toBe(
      'You did not pass the final exam (3 of 5 correct, 60%; 70% is needed to pass). You may take it again.',
    );
    expect(attemptMessage(gradeExam([0, 0, 0, 0, 0], [0, 0, 0, 0, 1], 70), 70)).toMatch(
      /^You passed the final exam \(4 of 5 correct, 80%\)/,
    );
  });
});

describe('the shape of an exam question', () => {
  const valid = { prompt: 'What is 2 + 2?', choices: ['3', '4', '5'], correct_choice: 1 };

  it('takes three to six distinct choices and one correct choice among them', () => {
    expect(examQuestionInput.safeParse(valid).success).toBe(true);
    const fail = (q: object) => examQuestionInput.safeParse({ ...valid, ...q }).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(fail({ choices: ['True', 'False'], correct_choice: 0 })).toEqual([
      ['choices', 'Give at least 3 choices (no true/false questions).'],
    ]);
    expect(fail({ correct_choice: 3 })).toEqual([['correct_choice', 'Choose the correct answer.']]);
    expect(fail({ choices: ['4', '5', '4 '] })).toEqual([['choices.2', 'Each choice must differ from the others.']]);
    expect(fail({ prompt: '  ' })).toEqual([['prompt', 'Required.']]);
    expect(fail({ choices: ['1', '2', '3', '4', '5', '6', '7'] })).toEqual([['choices', 'Give at most 6 choices.']]);
  });

  it('keeps the passing mark between 70 and 100, 70 by default', () => {
    expect(saveExamBody.parse({ questions: [] }).passing_score).toBe(70);
    expect(saveExamBody.safeParse({ passing_score: 65, questions: [] }).error?.issues[0]?.message).toBe(
      'The passing mark cannot be below 70%.',
    );
    expect(saveExamBody.safeParse({ passing_score: 85, questions: [valid] }).success).toBe(true);
  });
});
