import { type CourseResponse, calls, MESSAGES, type nasbaResponse } from '@cpe/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { call } from '../../../lib/call.ts';
import { useCourseResource, useCourseWrite } from '../api/course-queries.ts';

type Questions = z.infer<typeof nasbaResponse>;
type Answers = Record<string, string>;

const fieldOf = (questionId: number) => `q${questionId}`;

/** The firm's NASBA questions with this course's answers (PUT /course/nasba/{id}); required ones are marked and checked. */
function NasbaForm({ course, questions }: { course: CourseResponse; questions: Questions }) {
  const courseId = course.courseHeader.id;
  const editable = course.abilities.edit;
  const { register, handleSubmit, formState } = useForm<Answers>({
    defaultValues: Object.fromEntries(questions.map((q) => [fieldOf(q.question_id), q.answer ?? ''])),
  });
  const save = useCourseWrite(courseId, (answers: Answers) =>
    call(calls.saveCourseNasba, {
      params: { id: courseId },
      // An empty answer removes the stored one.
      body: { answers: questions.map((q) => ({ question_id: q.question_id, answer: (answers[fieldOf(q.question_id)] ?? '').trim() })) },
    }),
  );
  const onSubmit = handleSubmit((answers) => save.mutateAsync(answers).catch(() => {}));
  if (questions.length === 0) return <EmptyState>The firm has no NASBA questions.</EmptyState>;
  return (
    <Stack component="form" onSubmit={onSubmit} noValidate spacing={2} sx={{ maxWidth: 800 }}>
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
              validate: (v) => !q.is_required || v.trim() !== '' || MESSAGES.required,
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

export default function NasbaStep({ course }: { course: CourseResponse }) {
  const id = course.courseHeader.id;
  const questions = useCourseResource(id, 'nasba', (signal) => call(calls.getCourseNasba, { params: { id }, signal }));
  return (
    <PageSection title="NASBA Questions">
      <QueryView query={questions}>{(data) => <NasbaForm key={questions.dataUpdatedAt} course={course} questions={data} />}</QueryView>
    </PageSection>
  );
}
