import { calls, LOCAL_LEARNING_MESSAGES } from '@cpe/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { call } from '../../../lib/call.ts';
import { useLocalLearningWrite } from '../api/ll-queries.ts';
import type { LocalLearningStepProps } from '../workspace/step-props.ts';
import { LocalLearningFields } from './LocalLearningFields.tsx';
import { changedBody, type LocalLearningValues, localLearningSchema, localLearningValues } from './ll-form.ts';

/**
 * Local Learning Details (the main page): its fields, saved with PUT /locallearning/{id}
 * while the local learning's abilities allow editing (LLP057 or the submitter
 * in Draft, LLP056 in Pending Signoff, LLP063 in Pending Delivery; never once Not Approved).
 * Start and end are saved together: they make the class days of its roster.
 */
export default function LocalLearningDetailsStep({ record }: LocalLearningStepProps) {
  const id = record.header.local_learning_id;
  const values = useMemo(() => localLearningValues(record), [record]);
  const editable = record.abilities.edit;
  const { register, handleSubmit, formState } = useForm<LocalLearningValues>({
    resolver: zodResolver(localLearningSchema),
    mode: 'onChange',
    values,
    // A refetch (say, after feedback was left) must not wipe what is being typed.
    resetOptions: { keepDirtyValues: true },
  });
  const save = useLocalLearningWrite(
    id,
    (body: Record<string, unknown>) => call(calls.updateLocalLearning, { params: { id }, body }),
    LOCAL_LEARNING_MESSAGES.saved,
  );
  return (
    <PageSection title="Local Learning Details">
      {!editable && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {record.header.course_status === 'Not Approved'
            ? 'This local learning was not approved: it can no longer be changed.'
            : `You cannot change this local learning while it is ${record.header.course_status}.`}
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        aria-label="Local Learning Details"
        onSubmit={handleSubmit((after) => {
          const body = changedBody(values, after);
          if (Object.keys(body).length > 0) save.mutate(body);
        })}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        <LocalLearningFields register={register} errors={formState.errors} disabled={!editable} all />
        {editable && (
          <Box sx={{ gridColumn: { md: 'span 2' } }}>
            <Button type="submit" variant="contained" disabled={!formState.isDirty || save.isPending}>
              Save
            </Button>
          </Box>
        )}
      </Box>
    </PageSection>
  );
}
