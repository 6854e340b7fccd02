import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type DefaultValues, type FieldErrors, type FieldValues, type Path, type UseFormRegister, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../lib/api-errors.ts';
import { showAlert } from '../lib/shell/alert-store.ts';
import { FormDialog } from './FormDialog.tsx';

/** What the fields of the form are given. */
export interface NewRecordFields<I extends FieldValues> {
  register: UseFormRegister<I>;
  errors: FieldErrors<I>;
}

/** I: the form's values as typed; O: as the schema makes of them, what `create` sends. */
interface NewRecordDialogProps<I extends FieldValues, O extends FieldValues> {
  open: boolean;
  onClose(): void;
  /** 'New course', and its button 'Create course'. */
  title: string;
  submitLabel: string;
  schema: z.ZodType<O, I>;
  defaultValues: DefaultValues<I>;
  /** 'onChange': the form re-validates as the user types; else on submit. */
  mode?: 'onChange';
  /** The POST that creates the record, with the form's checked values. */
  create(values: O): Promise<{ id: number }>;
  /** What the alert bar says once it is created ('Course created'). */
  created: string;
  /** Then: open the new record, or select it where it is listed. */
  onCreated(id: number): void | Promise<void>;
  /** The form opens with the record's required Title field (its `title`), focused; else the children hold it. */
  titleField?: boolean;
  children?(fields: NewRecordFields<I>): ReactNode;
}

/**
 * The 'New …' dialog of a record type: its fields checked by the schema, the create call, the
 * outcome in the alert bar (the server's message when it refuses), and a form emptied on
 * success and on Cancel. Each record type gives its fields, its call and where to go next.
 */
export function NewRecordDialog<I extends FieldValues, O extends FieldValues>({
  open,
  onClose,
  title,
  submitLabel,
  schema,
  defaultValues,
  mode,
  create,
  created,
  onCreated,
  titleField = false,
  children,
}: NewRecordDialogProps<I, O>) {
  const { register, handleSubmit, formState, reset } = useForm<I, unknown, O>({
    resolver: zodResolver(schema),
    defaultValues,
    ...(mode && { mode }),
  });
  const mutation = useMutation({
    mutationFn: create,
    onSuccess: ({ id }) => {
      showAlert(created);
      reset();
      return onCreated(id);
    },
    onError: (error) => showAlert(errorMessage(error), 'error'),
  });
  const close = () => {
    reset();
    onClose();
  };
  return (
    <FormDialog
      open={open}
      title={title}
      submitLabel={submitLabel}
      submitting={mutation.isPending}
      onClose={close}
      onSubmit={handleSubmit((v) => mutation.mutate(v))}
    >
      {titleField && (
        <TextField
          label="Title"
          required
          autoFocus
          // Every form that asks for it names it `title`.
          {...register('title' as Path<I>)}
          error={Boolean(formState.errors.title)}
          helperText={formState.errors.title?.message as string | undefined}
        />
      )}
      {children?.({ register, errors: formState.errors })}
    </FormDialog>
  );
}
