import { calls, MIN_PASSING_SCORE, type StaffExamResponse, type saveExamBody } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useState } from 'react';
import type { z } from 'zod';
import { QueryView } from '../../../components/QueryView.tsx';
import { call } from '../../../lib/call.ts';
import { useStudyResource, useStudyWrite } from '../api/study-queries.ts';
import { blankQuestion, checkDraft, type DraftErrors, draftOf, type ExamDraft, examCountText } from './exam-draft.ts';
import { QuestionEditor } from './QuestionEditor.tsx';
import { ReadOnlyExam } from './ReadOnlyExam.tsx';

/**
 * The final exam of an independent study (GET/PUT /ind-study/exam/{id}, ADR 0052): its passing
 * mark (70 % or more) and its questions, each with a single correct choice. Written while the
 * study is editable; the Standards' minimum for its credits is shown beside the count.
 */
export function FinalExamEditor({ id }: { id: number }) {
  const exam = useStudyResource(id, 'exam', (signal) => call(calls.getStudyExam, { params: { id }, signal }));
  return (
    <Box component="section" aria-labelledby="final-exam-heading" sx={{ mt: 3 }}>
      <Typography component="h2" variant="h6" id="final-exam-heading">
        Final Exam
      </Typography>
      <QueryView query={exam} what="final exam" loadingLabel="Loading the final exam">
        {(e) => (e.editable ? <ExamForm id={id} exam={e} /> : <ReadOnlyExam exam={e} />)}
      </QueryView>
    </Box>
  );
}

function ExamForm({ id, exam }: { id: number; exam: StaffExamResponse }) {
  const [draft, setDraft] = useState<ExamDraft>(() => draftOf(exam));
  const [errors, setErrors] = useState<DraftErrors>({});
  useEffect(() => setDraft(draftOf(exam)), [exam]);
  const save = useStudyWrite(
    id,
    (body: z.input<typeof saveExamBody>) => call(calls.saveStudyExam, { params: { id }, body }),
    'Final exam saved',
  );
  const update = (f: (d: ExamDraft) => ExamDraft) => setDraft((d) => f(d));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkDraft(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      // The first field in error takes the focus, so a keyboard user lands where the problem is.
      requestAnimationFrame(() => document.querySelector<HTMLElement>('form[aria-label="Final exam"] [aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    save.mutateAsync(checked.body).catch(() => {});
  };
  return (
    <Box component="form" noValidate aria-label="Final exam" onSubmit={submit} sx={{ maxWidth: 800 }}>
      <Typography variant="body2" data-testid="exam-count" sx={{ mb: 2 }}>
        {examCountText(exam, draft.questions.length)}
      </Typography>
      <TextField
        label="Passing mark (%)"
        required
        value={draft.passing_score}
        onChange={(e) => update((d) => ({ ...d, passing_score: e.target.value }))}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        error={Boolean(errors.passing_score)}
        helperText={errors.passing_score ?? `At least ${MIN_PASSING_SCORE}% (NASBA); a higher mark may be set.`}
        sx={{ mb: 2 }}
      />
      {draft.questions.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          The exam has no questions yet.
        </Alert>
      )}
      {draft.questions.map((q, i) => (
        <QuestionEditor
          key={q.key}
          index={i}
          question={q}
          errors={errors}
          onChange={(nq) => update((d) => ({ ...d, questions: d.questions.map((x) => (x.key === q.key ? nq : x)) }))}
          onRemove={() => update((d) => ({ ...d, questions: d.questions.filter((x) => x.key !== q.key) }))}
        />
      ))}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => update((d) => ({ ...d, questions: [...d.questions, blankQuestion()] }))}>
          Add question
        </Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Save exam
        </Button>
      </Box>
    </Box>
  );
}
