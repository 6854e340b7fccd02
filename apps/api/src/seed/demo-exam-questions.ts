/**
 * Final exam questions of the demo independent studies (issue 27, ADR 0052): single correct
 * choice, three or four choices each (no true/false), the first `n` of this bank for a study
 * whose credits need `n` (5 per credit, S9-07). The correct choice is not always the first.
 */
export const DEMO_EXAM_BANK: readonly { prompt: string; choices: string[]; correct_choice: number }[] = [
  {
    prompt: 'How many minutes make one CPE credit under the Statement on Standards for CPE Programs?',
    choices: ['60 minutes', '50 minutes', '45 minutes'],
    correct_choice: 1,
  },
  {
    prompt: 'What is the lowest passing grade of a self-study final exam?',
    choices: ['60 %', '65 %', '70 %', '75 %'],
    correct_choice: 2,
  },
  {
    prompt: 'Which document records the credits a learner earned from a program?',
    choices: ['A certificate of completion', 'A course announcement', 'An engagement letter'],
    correct_choice: 0,
  },
  {
    prompt: 'Who should a CPA consult first about the CPE they must complete?',
    choices: ['Their client', 'Their state board of accountancy', 'Their software vendor'],
    correct_choice: 1,
  },
  {
    prompt: 'What must a self-study program include after each learning segment?',
    choices: ['A group discussion', 'A live instructor', 'Review questions with feedback'],
    correct_choice: 2,
  },
  {
    prompt: 'Independence in appearance means that a reasonable third party would…',
    choices: ['conclude the auditor is objective', 'never read the report', 'rely only on management'],
    correct_choice: 0,
  },
  {
    prompt: 'Which of these is a threat to independence?',
    choices: ['Rotating the engagement partner', 'A financial interest in the client', 'A peer review'],
    correct_choice: 1,
  },
  {
    prompt: 'How long should a CPA keep CPE documentation, absent other rules?',
    choices: ['One year', 'Two years', 'Five years'],
    correct_choice: 2,
  },
  {
    prompt: 'In audit sampling, what does sampling risk describe?',
    choices: [
      'The risk that a sample leads to another conclusion than the whole population would',
      'The risk that the client refuses a sample',
      'The risk of losing the working papers',
    ],
    correct_choice: 0,
  },
  {
    prompt: 'Which sample size is needed when the tolerable misstatement falls?',
    choices: ['A smaller one', 'A larger one', 'The same one'],
    correct_choice: 1,
  },
];
