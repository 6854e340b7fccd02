import { type AUDIT_VALUE_KINDS, calls, MESSAGES } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';
import { formatDisplay, formatDisplayDate } from '../../lib/dates.ts';
import { useTenantTimezone } from '../../lib/reference/use-timezone.ts';
import { LoadingSpinner } from '../page/LoadingSpinner.tsx';
import { EmptyState, PageSection } from '../page/PageSection.tsx';
import { auditSentences } from './audit-sentences.ts';

type Kind = (typeof AUDIT_VALUE_KINDS)[number];

/** A value in a sentence: date-times in the tenant's timezone and days in the display format, free text quoted. */
function valueWriter(timezone: string | undefined) {
  return (text: string, kind: Kind) => {
    if (kind === 'datetime') return formatDisplay(text, timezone) || text;
    if (kind === 'date') return formatDisplayDate(text) || text;
    return kind === 'quoted' ? `"${text}"` : text;
  };
}

/**
 * The Audit step of an offering (POST /audit-info), shared by the course and the class: each
 * change as a sentence with names, newest first, e.g. 'Ada Admin changed the delivery method
 * from Group Live to Group Internet-Based on Nov-21-2026 09:30 AM'.
 */
export function AuditTrail({ queryKey, objectId, objectType }: { queryKey: readonly unknown[]; objectId: number; objectType: number }) {
  const timezone = useTenantTimezone();
  const audit = useQuery({
    queryKey,
    queryFn: ({ signal }) => call(calls.auditInfo, { body: { learningObjectId: objectId, refLearningObjectId: objectType }, signal }),
  });
  const value = valueWriter(timezone);
  const sentences = (audit.data ?? []).flatMap((entry) =>
    auditSentences(entry, { when: formatDisplay(entry.occurred_at, timezone), value }).map((text, i) => ({
      key: `${entry.id}-${i}`,
      text,
    })),
  );
  return (
    <PageSection title="Audit">
      {audit.isError && (
        <Alert severity="error">
          The audit trail could not be loaded: {audit.error instanceof Error ? audit.error.message : MESSAGES.unexpectedError}
        </Alert>
      )}
      {audit.isPending && <LoadingSpinner label="Loading the audit trail" />}
      {audit.isSuccess && sentences.length === 0 && <EmptyState>No changes recorded yet.</EmptyState>}
      {sentences.length > 0 && (
        <Box component="ul" aria-label="Audit trail" sx={{ m: 0, pl: 2.5 }}>
          {sentences.map((s) => (
            <Typography component="li" variant="body2" key={s.key} sx={{ py: 0.5, wordBreak: 'break-word' }}>
              {s.text}
            </Typography>
          ))}
        </Box>
      )}
    </PageSection>
  );
}
