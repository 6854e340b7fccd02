import { calls, type examAttemptResult, formatCredits, type LearnerExamResponse } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import type { z } from 'zod';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { call } from '../../../lib/call.ts';
import { routePath } from '../../../lib/routes/route-table.ts';
import { AttemptHistory } from './AttemptHistory.tsx';
import { ExamQuestion } from './ExamQuestion.tsx';
import { type Answers, answerErrors, answerList } from './exam-answers.ts';

type Result = z.infer<typeof examAttemptResult>;
const examKey = (id: number) => ['learner-ind-study-exam', id] as const;

/**
 * The final exam of an independent study (/learner/independentstudy/exam/{id}, ADR 0052): the
 * questions and choices as radio groups (the answers stay on the server), the attestation and
 * Submit. The server grades: a fail shows the score and Try again; a pass records the credits,
 * which the learner finds on their transcript.
 */
export default function ExamScreen() {
  const id = Number(useParams().id);
  const exam = useQuery({ queryKey: examKey(id), queryFn: ({ signal }) => call(calls.getLearnerExam, { params: { id }, signal }) });
  return (
    <PageSection title="Final Exam">
      <QueryView query={exam} what="final exam" loadingLabel="Loading the final exam">
        {(e) => <ExamForm key={`${e.revision}-${e.attempts.length}`} exam={e} />}
      </QueryView>
      <Button component={RouterLink} to={routePath('learner-independentstudy-search')} sx={{ mt: 1 }}>
        Back to My Independent Study
      </Button>
    </PageSection>
  );
}

function ExamForm({ exam }: { exam: LearnerExamResponse }) {
  const queryClient = useQueryClient();
  const [answers, setAnswers] = useState<Answers>({});
  const [attested, setAttested] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<Result | null>(null);
  const ids = exam.questions.map((q) => q.id);
  const submit = useMutation({
    mutationFn: () =>
      call(calls.submitExamAttempt, {
        params: { id: exam.course_id },
        body: { revision: exam.revision, answers: answerList(ids, answers), attest: true },
      }),
    onSuccess: async (reply) => {
      setResult(reply);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['learner-ind-study-search'] }),
        queryClient.invalidateQueries({ queryKey: ['person'] }),
      ]);
      requestAnimationFrame(() => document.getElementById('exam-result')?.focus());
    },
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = answerErrors(ids, answers, attested);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.querySelector<HTMLInputElement>(first === 'attest' ? '#exam-attest' : `[data-question="${first}"] input`)?.focus();
      return;
    }
    submit.mutate();
  };
  const tryAgain = () => void queryClient.invalidateQueries({ queryKey: examKey(exam.course_id) });
  const done = exam.completed_on !== null || result?.passed === true;
  return (
    <>
      <Typography component="h2" variant="h6">
        {exam.title}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {`${formatCredits(exam.credits)} CPE credits. ${exam.questions.length} questions; ${exam.passing_score}% or more passes. You may take the exam again after a failed attempt.`}
      </Typography>
      <AttemptHistory attempts={exam.attempts} />
      {exam.completed_on !== null && !result && (
        <Alert severity="success" sx={{ mb: 2 }}>
          You passed this final exam; its credits are on your transcript.
        </Alert>
      )}
      {result && (
        <Alert id="exam-result" tabIndex={-1} role="status" severity={result.passed ? 'success' : 'warning'} sx={{ mb: 2 }}>
          {result.message}
          {!result.passed && (
            <Box sx={{ mt: 1 }}>
              <Button variant="contained" onClick={tryAgain}>
                Try again
              </Button>
            </Box>
          )}
          {result.passed && (
            <Box sx={{ mt: 1 }}>
              <Button component={RouterLink} to={routePath('learner')}>
                My transcript
              </Button>
            </Box>
          )}
        </Alert>
      )}
      {submit.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(submit.error)}
        </Alert>
      )}
      {!done && !result && (
        <Box component="form" noValidate aria-label="Final exam answers" onSubmit={onSubmit}>
          {exam.questions.map((q, i) => (
            <ExamQuestion
              key={q.id}
              number={i + 1}
              question={q}
              value={answers[q.id]}
              error={errors[String(q.id)]}
              disabled={submit.isPending}
              onChange={(choice) => setAnswers((a) => ({ ...a, [q.id]: choice }))}
            />
          ))}
          <FormControl error={Boolean(errors.attest)} sx={{ display: 'block', mb: 2 }}>
            <FormControlLabel
              control={<Checkbox id="exam-attest" checked={attested} onChange={(e) => setAttested(e.target.checked)} />}
              label="I attest that I completed this independent study myself."
            />
            {errors.attest && <FormHelperText>{errors.attest}</FormHelperText>}
          </FormControl>
          <Button type="submit" variant="contained" disabled={submit.isPending}>
            Submit answers
          </Button>
        </Box>
      )}
    </>
  );
}
