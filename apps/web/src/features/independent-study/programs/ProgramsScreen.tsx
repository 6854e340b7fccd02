import { canCreateIndependentStudy } from '@cpe/contract';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { validRecordId } from '../../../lib/record-id.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { useStore } from '../../../lib/store.ts';
import { ErrorSnackbar } from '../errors/ErrorSnackbar.tsx';
import { NewProgramDialog } from './NewProgramDialog.tsx';
import { ProgramDetail } from './ProgramDetail.tsx';
import { ProgramList } from './ProgramList.tsx';
import { programPath } from './program-path.ts';

/**
 * Independent Study Programs (/independentstudy-requests, layout independent-study-program):
 * the selected program (`?id=N`) with its header strip and studies, then the programs list
 * and New program for those who may request independent study.
 */
export default function ProgramsScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const selected = params.get('id') === null ? null : validRecordId(params.get('id') ?? undefined);
  const { user } = useStore(sessionStore);
  const [creating, setCreating] = useState(false);
  return (
    <>
      {selected !== null && <ProgramDetail key={selected} id={selected} />}
      <PageSection title="Independent Study Programs" level={selected === null ? 1 : 2}>
        {user && canCreateIndependentStudy(user.permissions) && (
          <Box sx={{ mb: 2 }}>
            <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
              New program
            </Button>
          </Box>
        )}
        <ProgramList />
      </PageSection>
      <NewProgramDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          void navigate(programPath(id));
        }}
      />
      <ErrorSnackbar />
    </>
  );
}
