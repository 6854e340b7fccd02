import { calls, createIndependentStudyBody, INDEPENDENT_STUDY_REQUEST_TYPES } from '@cpe/contract';
import TextField from '@mui/material/TextField';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { NewRecordDialog } from '../../../components/NewRecordDialog.tsx';
import { nativeSelect } from '../../../components/search/SearchForm.tsx';
import { call } from '../../../lib/call.ts';
import { routePath } from '../../../lib/routes/route-table.ts';

const schema = z.object({ title: createIndependentStudyBody.shape.title, request_type: createIndependentStudyBody.shape.request_type });

/** 'New independent study' in a program (POST /ind-study): a Draft QAS self study of its creator, opened at once. */
export function NewStudyDialog({ programId, open, onClose }: { programId: number; open: boolean; onClose(): void }) {
  const navigate = useNavigate();
  return (
    <NewRecordDialog
      open={open}
      onClose={onClose}
      title="New independent study"
      submitLabel="Create independent study"
      schema={schema}
      defaultValues={{ title: '', request_type: INDEPENDENT_STUDY_REQUEST_TYPES[0] }}
      create={(v) => call(calls.createIndependentStudy, { body: { program_id: programId, ...v, title: v.title.trim() } })}
      created="Independent study created"
      onCreated={(id) => void navigate(routePath('independentstudy-id', { id }))}
      titleField
    >
      {({ register }) => (
        <TextField select label="Request type" required {...register('request_type')} slotProps={nativeSelect}>
          {INDEPENDENT_STUDY_REQUEST_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </TextField>
      )}
    </NewRecordDialog>
  );
}
