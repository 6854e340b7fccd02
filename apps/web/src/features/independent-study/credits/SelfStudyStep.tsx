import {
  calls,
  DELIVERY_METHOD_IDS,
  EXAM_QUESTIONS_PER_CREDIT,
  formatCredits,
  REVIEW_QUESTIONS_PER_CREDIT,
  SELF_STUDY_MINIMUM_CREDITS,
} from '@cpe/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { call } from '../../../lib/call.ts';
import { useStudyWrite } from '../api/study-queries.ts';
import type { StudyStepProps } from '../workspace/step-props.ts';
import { FinalExamEditor } from './FinalExamEditor.tsx';
import {
  minimumText,
  SELF_STUDY_FIELDS,
  type SelfStudyValues,
  selfStudyBodyOf,
  selfStudySchema,
  selfStudyValues,
} from './self-study-form.ts';

/**
 * CPE Information of an independent study: the self-study counts and the prerequisites (PUT /ind-study/self-study/{id})
 * and what the server computed from them with the contract's credit rules — the credits by
 * NASBA's word-count formula for QAS Self Study, and the review and final exam questions those
 * credits require (3 and 5 per credit), which the approval checklist checks — and the final
 * exam itself (FinalExamEditor), whose questions are the final exam count.
 */
export default function SelfStudyStep({ record }: StudyStepProps) {
  const id = record.header.internal_id;
  const { selfStudy } = record;
  const editable = record.abilities.edit;
  const values = useMemo(() => selfStudyValues(selfStudy), [selfStudy]);
  const schema = useMemo(() => selfStudySchema(selfStudy.prerequisites_required), [selfStudy.prerequisites_required]);
  const { register, handleSubmit, formState } = useForm<SelfStudyValues>({ resolver: zodResolver(schema), values });
  const save = useStudyWrite(
    id,
    (v: SelfStudyValues) => call(calls.updateSelfStudy, { params: { id }, body: selfStudyBodyOf(v) }),
    'Self-study counts saved',
  );
  const wordCount = record.course.courseHeader.delivery_method_id === DELIVERY_METHOD_IDS.qasSelfStudy;
  const review = minimumText(selfStudy.required_review_questions, selfStudy.review_questions, REVIEW_QUESTIONS_PER_CREDIT);
  const exam = minimumText(selfStudy.required_exam_questions, selfStudy.exam_questions, EXAM_QUESTIONS_PER_CREDIT);
  const helper: Partial<Record<string, string>> = { review_questions: review.text };
  const { errors } = formState;
  return (
    <PageSection title="CPE Information">
      {!wordCount && (
        <Alert severity="info" sx={{ mb: 2 }}>
          The word-count formula applies to QAS Self Study; this study's credits come from its delivery method's rule.
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        aria-label="Self-study counts"
        onSubmit={handleSubmit((v) => save.mutateAsync(v).catch(() => {}))}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, maxWidth: 800 }}
      >
        {SELF_STUDY_FIELDS.map((f) => (
          <TextField
            key={f.name}
            label={f.label}
            disabled={!editable}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            {...register(f.name)}
            error={Boolean(errors[f.name])}
            helperText={errors[f.name]?.message ?? helper[f.name]}
          />
        ))}
        <TextField
          label="Final exam questions"
          value={selfStudy.exam_questions ?? 0}
          slotProps={{ input: { readOnly: true } }}
          helperText={`${exam.text} The count of the final exam below.`}
        />
        <TextField
          label="Prerequisites"
          multiline
          minRows={2}
          required={selfStudy.prerequisites_required}
          disabled={!editable}
          sx={{ gridColumn: '1 / -1' }}
          {...register('prerequisites')}
          error={Boolean(errors.prerequisites)}
          helperText={
            errors.prerequisites?.message ??
            `One prerequisite per line, e.g. Basic individual tax knowledge${selfStudy.prerequisites_required ? ' (required: a module is Intermediate, Advanced or Update)' : ''}`
          }
        />
        {editable && (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              Save
            </Button>
          </Box>
        )}
      </Box>
      <Box component="section" aria-labelledby="self-study-credits-heading" sx={{ mt: 3 }}>
        <Typography component="h2" variant="h6" id="self-study-credits-heading">
          Credits
        </Typography>
        <Typography variant="body2" color="text.secondary">
          NASBA word-count formula: (words ÷ 180 + audio/video minutes + (review + final exam questions) × 1.85) ÷ 50, rounded down: 0.5
          from 25 minutes, 1.0 from 50, then the increment; at least {formatCredits(SELF_STUDY_MINIMUM_CREDITS)} credit or none.
        </Typography>
        <Typography variant="h5" component="p" sx={{ mt: 1 }}>
          CPE credits: <span data-testid="self-study-credits">{formatCredits(selfStudy.credits)}</span>
        </Typography>
        <Typography variant="body2" data-testid="self-study-minimums">
          {`Required: ${selfStudy.required_review_questions} review questions and ${selfStudy.required_exam_questions} final exam questions.`}
        </Typography>
      </Box>
      <FinalExamEditor id={id} />
    </PageSection>
  );
}
