import { calls, MESSAGES, type nasbaResponse } from '@cpe/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { call } from '../../../lib/call.ts';
import { useEcpResource, useEcpWrite } from '../api/ecp-queries.ts';
import type { EcpStepProps } from '../workspace/step-props.ts';

type Questions = z.infer<typeof nasbaResponse>;
type Answers = Record<string, string>;

const fieldOf = (questionId: number) => `q${questionId}`;

/** The firm's NASBA questions with this request's answers (PUT /requests/ext-cpe/nasba/{id}); required ones are checked. */
function NasbaForm({ id, editable, questions }: { id: number; editable: boolean; questions: Questions }) {
  const { register, handleSubmit, formState } = useForm<Answers>({
    defaultValues: Object.fromEntries(questions.map((q) => [fieldOf(q.question_id), q.answer ?? ''])),
  });
  const save = useEcpWrite(
    id,
    (answers: Answers) =>
      call(calls.saveExternalCpeNasba, {
        params: { id },
        // An empty answer removes the stored one.
        body: { answers: questions.map((q) => ({ question_id: q.question_id, answer: (answers[fieldOf(q.question_id)] ?? '').trim() })) },
      }),
    'NASBA answers saved',
  );
  if (questions.length === 0) return <EmptyState>The firm has no NASBA questions.</EmptyState>;
  return (
    <Stack
      component="form"
      aria-label="NASBA questions"
      onSubmit={handleSubmit((a) => save.mutateAsync(a).catch(() => {}))}
      noValidate
      spacing={2}
      sx={{ maxWidth: 800 }}
    >
      {questions.map((q) => {
        const name = fieldOf(q.question_id);
        const error = formState.errors[name]?.message;
        return (
          <TextField
            key={q.question_id}
            label={q.question}
            required={q.is_required}
            disabled={!editable}
            multiline
            minRows={2}
            {...register(name, {
              validate: (v) => !editable || !q.is_required || v.trim() !== '' || MESSAGES.required,
              maxLength: { value: 4000, message: 'At most 4000 characters.' },
            })}
            error={Boolean(error)}
            helperText={error}
          />
        );
      })}
      {editable && (
        <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>
          Save
        </Button>
      )}
    </Stack>
  );
}

/** NASBA Questions of the request. */
export default function EcpNasbaStep({ request }: EcpStepProps) {
  const id = request.header.internal_id;
  const questions = useEcpResource(id, 'nasba', (signal) => call(calls.getExternalCpeNasba, { params: { id }, signal }));
  return (
    <PageSection title="NASBA Questions">
      <QueryView query={questions}>
        {(data) => <NasbaForm key={questions.dataUpdatedAt} id={id} editable={request.abilities.canEdit} questions={data} />}
      </QueryView>
    </PageSection>
  );
}
