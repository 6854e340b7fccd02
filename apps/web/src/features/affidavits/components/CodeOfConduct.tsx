import Typography from '@mui/material/Typography';
import { refStore } from '../../../lib/reference/ref-store.ts';
import { useStore } from '../../../lib/store.ts';

/** The two code-of-conduct texts: Attendance (what the learner marks) and Attestation (what they confirm). */
export type ConductKind = 'Attendance' | 'Attestation';

/** The tenant's text of one kind, as loaded with the reference settings at start-up ('' when the tenant has none). */
export function useConductText(kind: ConductKind): string {
  const { settings } = useStore(refStore);
  return settings.codeOfConduct?.[kind] ?? '';
}

/**
 * One code-of-conduct text where the learner affirms (Attendance step, Confirmation step,
 * /learner/coc). Tenant text is shown as plain text, with its line breaks kept.
 */
export function CodeOfConduct({ kind, heading = true }: { kind: ConductKind; heading?: boolean }) {
  const text = useConductText(kind);
  const id = `conduct-${kind.toLowerCase()}`;
  return (
    <section aria-labelledby={heading ? id : undefined} aria-label={heading ? undefined : `${kind} code of conduct`}>
      {heading && (
        <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {kind} code of conduct
        </Typography>
      )}
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }} data-testid={id}>
        {text || 'Your firm has not written this code of conduct yet.'}
      </Typography>
    </section>
  );
}
