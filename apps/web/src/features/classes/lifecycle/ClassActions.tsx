import { CLASS_MESSAGES, calls } from '@cpe/contract';
import Sync from '@mui/icons-material/Sync';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { LoadingDialog } from '../../../components/page/LoadingDialog.tsx';
import { call } from '../../../lib/call.ts';
import { refStore } from '../../../lib/reference/ref-store.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { useStore } from '../../../lib/store.ts';
import { useClassWrite } from '../api/class-queries.ts';
import type { ClassStepProps } from '../workspace/step-props.ts';
import { CertifyDialog } from './CertifyDialog.tsx';
import { useClassCertify } from './use-class-certify.ts';
import { useClassSync } from './use-class-sync.ts';

/**
 * The class actions of the Approval step (its statuses and class codes): Certify / Re-Certify
 * (CLS032 with CLS057, never for Voided), Void (CLS054, Uncertified), Sync (CLS046).
 * The server decides which show (abilities); before the course agenda is finalized an
 * action shows actionBlocked instead of acting.
 */
export function ClassActions({ cls }: ClassStepProps) {
  const { classSummary: summary, abilities, actionBlocked } = cls;
  const { user } = useStore(sessionStore);
  const lms = useStore(refStore).settings.defaultLms ?? 'SAP';
  const certify = useClassCertify(summary, user?.person_id);
  const sync = useClassSync(summary.id, summary.status, user?.person_id, lms);
  const [voiding, setVoiding] = useState(false);
  const voidClass = useClassWrite(
    summary.id,
    () => call(calls.updateClass, { params: { id: summary.id }, body: { in_void_class: true } }),
    CLASS_MESSAGES.classVoided,
  );

  const unlessBlocked = (act: () => void) => () => {
    if (actionBlocked) showAlert(actionBlocked, 'warning');
    else act();
  };
  const showCertify = abilities.certify && summary.status !== 'Voided';
  if (!showCertify && !abilities.void && !abilities.sync) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
      {showCertify && (
        <Button variant="contained" disabled={certify.busy} onClick={unlessBlocked(() => void certify.validate())}>
          {abilities.certifyLabel}
        </Button>
      )}
      {abilities.void && (
        <Button variant="outlined" color="error" onClick={unlessBlocked(() => setVoiding(true))}>
          Void
        </Button>
      )}
      {abilities.sync && (
        <Button variant="outlined" startIcon={<Sync />} disabled={sync.syncing} onClick={unlessBlocked(() => void sync.start())}>
          Sync with {lms}
        </Button>
      )}
      {certify.validation && (
        <CertifyDialog
          label={abilities.certifyLabel}
          cls={cls}
          validation={certify.validation}
          onConfirm={(fields) => void certify.certify(fields)}
          onClose={certify.cancel}
        />
      )}
      {voiding && (
        <ConfirmDialog
          title="Void class"
          text="Voiding is final: no action is possible on the class afterwards, and its steps are disabled."
          confirm="Void class"
          busy={voidClass.isPending}
          onClose={() => setVoiding(false)}
          onConfirm={() => voidClass.mutate(undefined, { onSettled: () => setVoiding(false) })}
        />
      )}
      <LoadingDialog open={sync.syncing} message={`Syncing data from ${lms}`} />
      <LoadingDialog open={certify.busy && !certify.validation} message="Please Wait" />
    </Box>
  );
}
