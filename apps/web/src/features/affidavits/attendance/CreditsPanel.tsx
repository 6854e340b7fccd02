import type { RosterInfoResponse } from '@cpe/contract';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { creditLines, totalCredits } from './attendance-model.ts';

/**
 * The credits the saved declarations earn, by field of study, and why they are less than the
 * class's: the class's own credit rules (attended days' credit-qualified time, less missed
 * time, in the course's increments), recomputed by the server after each save.
 */
export function CreditsPanel({ info }: { info: RosterInfoResponse }) {
  const lines = creditLines(info);
  return (
    <PageSection title="Credits" level={2}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Credits follow the class's rules: the credit-qualified time of the days you attended, less the time you missed, in the course's
        credit increments.
      </Typography>
      <Typography data-testid="aoa-credits-total" sx={{ fontWeight: 600 }}>
        Total credits: {totalCredits(info)}
      </Typography>
      {lines.length > 0 && (
        <List dense aria-label="Credits by field of study">
          {lines.map((l) => (
            <ListItem key={l.field}>{`${l.field}: ${l.credits}`}</ListItem>
          ))}
        </List>
      )}
      {info.limitationReasons.length > 0 && (
        <List dense aria-label="Why credits are reduced">
          {info.limitationReasons.map((r) => (
            <ListItem key={`${r.kind}-${r.message}`}>{r.message}</ListItem>
          ))}
        </List>
      )}
    </PageSection>
  );
}
