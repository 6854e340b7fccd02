import { calls, DELIVERY_METHOD_NAMES } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { LoadingSpinner } from '../../../components/page/LoadingSpinner.tsx';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { call } from '../../../lib/call.ts';

/** Reference data: the measures of a delivery method change only with the tenant's configuration. */
const FIVE_MINUTES = 300_000;

/**
 * The engagement measures of the class's delivery method (the class aggregate's 'engagement
 * measures'; POST /ref/dm-engage-types {in_dm_id}): how the learners' engagement is
 * monitored when the class is delivered that way, e.g. polling questions for Group
 * Internet-Based. On a Group Live & Group Internet agenda it follows the method being chosen.
 */
export function EngagementMeasures({ deliveryMethodId }: { deliveryMethodId: number | null }) {
  const methodName =
    deliveryMethodId === null ? null : (DELIVERY_METHOD_NAMES[deliveryMethodId as keyof typeof DELIVERY_METHOD_NAMES] ?? null);
  const measures = useQuery({
    queryKey: ['ref', 'dm-engage-types', deliveryMethodId],
    queryFn: ({ signal }) => call(calls.dmEngageTypes, { body: { in_dm_id: deliveryMethodId ?? 0 }, signal }),
    enabled: deliveryMethodId !== null,
    staleTime: FIVE_MINUTES,
  });
  return (
    <PageSection title="Engagement measures" level={2}>
      {deliveryMethodId === null ? (
        <EmptyState>Choose the class's delivery method to see its engagement measures.</EmptyState>
      ) : (
        <>
          {methodName && <Typography variant="body2" color="text.secondary">{`For ${methodName}:`}</Typography>}
          {/* Error fields on engagement calls show warnings. */}
          {measures.isError && (
            <Alert severity="warning">The engagement measures could not be loaded: {errorMessage(measures.error)}</Alert>
          )}
          {measures.isPending && <LoadingSpinner label="Loading the engagement measures" />}
          {measures.data?.length === 0 && <EmptyState>No engagement measures for this delivery method.</EmptyState>}
          {measures.data && measures.data.length > 0 && (
            <List dense aria-label="Engagement measures">
              {measures.data.map((m) => (
                <ListItem key={m.id} disableGutters>
                  <ListItemText primary={m.name} />
                </ListItem>
              ))}
            </List>
          )}
        </>
      )}
    </PageSection>
  );
}
