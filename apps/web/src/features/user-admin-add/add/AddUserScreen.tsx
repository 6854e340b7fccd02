import { administeredTypes } from '@cpe/contract';
import Typography from '@mui/material/Typography';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { useStore } from '../../../lib/store.ts';
import { ImportPanel } from '../import/ImportPanel.tsx';
import { AddPersonForm } from './AddPersonForm.tsx';

/**
 * /addUser (HPT023 with ADM001, ADM002 or ADM003): add one internal or external person, or
 * import many from a CSV file. Only the types the caller administers are offered.
 */
export default function AddUserScreen() {
  const { user } = useStore(sessionStore);
  const types = administeredTypes(user?.permissions ?? []);
  return (
    <>
      <PageSection title="Add User">
        <Typography sx={{ mb: 2 }}>
          {types.includes('external')
            ? 'External people receive an e-mail with a link to set their password; until then they are listed on the Pending page.'
            : 'Internal people sign in with the firm account.'}
        </Typography>
        <AddPersonForm types={types} />
      </PageSection>
      <PageSection title="Import people from CSV" level={2}>
        <ImportPanel />
      </PageSection>
    </>
  );
}
