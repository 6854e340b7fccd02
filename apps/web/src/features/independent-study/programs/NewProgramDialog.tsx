import { calls, createProgramBody } from '@cpe/contract';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { NewRecordDialog } from '../../../components/NewRecordDialog.tsx';
import { call } from '../../../lib/call.ts';
import { PROGRAM_SEARCH_KEY } from '../api/program-queries.ts';

const schema = z.object({ title: createProgramBody.shape.title });

/** 'New program' (POST /alt-programs): the caller submits it and owns it; the new program is selected. */
export function NewProgramDialog({ open, onClose, onCreated }: { open: boolean; onClose(): void; onCreated(id: number): void }) {
  const queryClient = useQueryClient();
  return (
    <NewRecordDialog
      open={open}
      onClose={onClose}
      title="New program"
      submitLabel="Create program"
      schema={schema}
      defaultValues={{ title: '' }}
      create={(v) => call(calls.createProgram, { body: { title: v.title.trim() } })}
      created="Program created"
      // The list shows the new program before it is selected.
      onCreated={async (id) => {
        await queryClient.invalidateQueries({ queryKey: [PROGRAM_SEARCH_KEY] });
        onCreated(id);
      }}
      titleField
    />
  );
}
