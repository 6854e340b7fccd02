import type { PersonLicense, PersonProfile } from '@cpe/contract';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState, PageSection } from '../../components/page/PageSection.tsx';
import { QueryView } from '../../components/QueryView.tsx';
import { useJurisdictions, useLicenseWrite, usePersonLicenses, useRequirementWrite } from './jurisdiction-queries.ts';
import { LicenseCard } from './LicenseCard.tsx';
import { LicenseDialog } from './LicenseDialog.tsx';
import { emptyLicenseForm, licenseFormOf } from './license-form.ts';
import { RequirementDialog } from './RequirementDialog.tsx';

type Open =
  | { kind: 'add' }
  | { kind: 'edit'; license: PersonLicense }
  | { kind: 'remove'; license: PersonLicense }
  | { kind: 'requirements' };

/**
 * An internal person's Jurisdictions page: the licenses they hold and, for each, the credits of
 * its reporting period against the board's requirement (met, or short by how much). Their
 * administrators (abilities.editJurisdictions) add, change and remove licenses and set each
 * board's requirement.
 */
export default function JurisdictionsStep({ person }: { person: PersonProfile }) {
  const editor = person.abilities.editJurisdictions;
  const licenses = usePersonLicenses(person.id);
  const boards = useJurisdictions(person.id, editor);
  const licenseWrite = useLicenseWrite(person.id);
  const requirementWrite = useRequirementWrite(person.id);
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const boardList = boards.data ?? [];
  return (
    <PageSection title="Jurisdictions">
      {editor && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <Button variant="contained" startIcon={<Add />} onClick={() => setOpen({ kind: 'add' })} disabled={!boards.isSuccess}>
            Add License
          </Button>
          <Button variant="outlined" onClick={() => setOpen({ kind: 'requirements' })} disabled={!boards.isSuccess}>
            Jurisdiction Requirements
          </Button>
        </Box>
      )}
      <QueryView query={licenses} loadingLabel="Loading the licenses">
        {(data) =>
          data.licenses.length === 0 ? (
            <EmptyState>This person holds no licenses.</EmptyState>
          ) : (
            data.licenses.map((l) => (
              <LicenseCard
                key={l.id}
                license={l}
                onEdit={editor ? () => setOpen({ kind: 'edit', license: l }) : undefined}
                onRemove={editor ? () => setOpen({ kind: 'remove', license: l }) : undefined}
              />
            ))
          )
        }
      </QueryView>
      {(open?.kind === 'add' || open?.kind === 'edit') && (
        <LicenseDialog
          licenseId={open.kind === 'edit' ? open.license.id : null}
          initial={open.kind === 'edit' ? licenseFormOf(open.license) : emptyLicenseForm()}
          boards={boardList}
          submitting={licenseWrite.isPending}
          onClose={close}
          onSave={licenseWrite.mutateAsync}
        />
      )}
      {open?.kind === 'remove' && (
        <ConfirmDialog
          title="Remove License"
          text={`Remove license ${open.license.license_number} (${open.license.jurisdiction.name})?`}
          confirm="Remove"
          busy={licenseWrite.isPending}
          onClose={close}
          onConfirm={() => void licenseWrite.mutateAsync({ kind: 'remove', id: open.license.id }).then(close, () => {})}
        />
      )}
      {open?.kind === 'requirements' && (
        <RequirementDialog
          boards={boardList}
          submitting={requirementWrite.isPending}
          onClose={close}
          onSave={requirementWrite.mutateAsync}
        />
      )}
    </PageSection>
  );
}
