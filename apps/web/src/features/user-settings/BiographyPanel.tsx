import { type AuthUser, BIOGRAPHY_LABELS, biographyState, calls, MESSAGES } from '@cpe/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { apiUpload } from '../../lib/api-upload.ts';
import { call } from '../../lib/call.ts';
import { formatDisplayDate } from '../../lib/dates.ts';
import { saveFile } from '../../lib/save-file.ts';
import { showAlert } from '../../lib/shell/alert-store.ts';

/** Biography labels, by the biography states none, valid, expired (in the contract: user administration shows them too). */
export { BIOGRAPHY_LABELS };

/** What Save does without a file (the INVALID marker), said before it is done. */
export const BIOGRAPHY_SAVE_HINT = 'Saving without a file records that there is no biography.';

/** Upload rule: files over 10,000,000 bytes need the chunked upload, which biographies do not use. */
const MAX_BYTES = 10_000_000;
const failed = (e: unknown) => (e instanceof ApiError ? e.message : MESSAGES.unexpectedError);

/**
 * The biography area of User Settings: its state (none, valid, expired), Save with an
 * optional file (attachment type 11; without one, the INVALID marker), and Extend, which
 * works once and only with a biography.
 */
export function BiographyPanel({ user }: { user: AuthUser }) {
  const queryClient = useQueryClient();
  const fileId = useId();
  const hintId = useId();
  const key = ['biography', user.person_id];
  const bios = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => call(calls.listPersonDocuments, { params: { personId: user.person_id }, signal }),
  });
  const [file, setFile] = useState<File | null>(null);
  const [extended, setExtended] = useState(false);
  const [busy, setBusy] = useState(false);
  const state = biographyState(bios.data ?? []);
  const newest = bios.data?.[0];
  const tooLarge = file !== null && file.size > MAX_BYTES;

  /** Biography rule: the file is optional; saved without one, the server records the INVALID marker. */
  const save = async () => {
    if (tooLarge) return;
    const form = new FormData();
    form.append('attachment_type_id', '11');
    form.append('in_people_id', String(user.person_id));
    form.append('in_created_by', String(user.person_id));
    if (file) form.append('file', file);
    setBusy(true);
    try {
      await apiUpload('/docs/class', form);
      showAlert(file ? MESSAGES.documentUploaded : MESSAGES.settingsUpdated);
      setFile(null);
      setExtended(false);
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (e) {
      showAlert(`${MESSAGES.documentUploadError}: ${failed(e)}`, 'error');
    } finally {
      setBusy(false);
    }
  };

  const extend = async () => {
    setBusy(true);
    try {
      const body = { in_first_name: user.first_name, in_last_name: user.last_name, in_extend_biography: true };
      await call(calls.updateUser, { params: { personId: user.person_id }, body });
      setExtended(true);
      showAlert(MESSAGES.settingsUpdated);
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (e) {
      showAlert(failed(e), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1}>
      <Typography variant="body2" color={state === 'expired' ? 'error' : 'text.secondary'}>
        {BIOGRAPHY_LABELS[state]}
      </Typography>
      {newest?.link && (
        <Typography variant="body2">
          <Button size="small" onClick={() => void saveFile(String(newest.link).replace(/^\/api/, ''), newest.doc_name)}>
            {newest.doc_name}
          </Button>
          {newest.expiration_date && `expires ${formatDisplayDate(newest.expiration_date)}`}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <label htmlFor={fileId}>
          <Typography variant="body2" component="span">
            Biography file (optional)
          </Typography>
        </label>
        <input
          id={fileId}
          type="file"
          aria-invalid={tooLarge}
          aria-describedby={hintId}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <Button variant="outlined" size="small" disabled={tooLarge || busy} onClick={() => void save()}>
          Save biography
        </Button>
        <Button size="small" disabled={extended || state === 'none' || busy} onClick={() => void extend()}>
          Extend
        </Button>
      </Stack>
      <Typography id={hintId} variant="body2" color={tooLarge ? 'error' : 'text.secondary'}>
        {tooLarge ? 'The file is larger than 10,000,000 bytes.' : BIOGRAPHY_SAVE_HINT}
      </Typography>
    </Stack>
  );
}
