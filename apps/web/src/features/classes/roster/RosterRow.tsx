import type { RosterDerived } from '@cpe/contract';
import { dayMissedMinutes, rosterDay } from '@cpe/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { RosterRowData } from './roster-api.ts';

export type DerivedRow = RosterRowData & RosterDerived;
export type Reason = { kind: string; message: string };

export interface RosterRowActions {
  /** Remove the learner (the class's edit ability). */
  canEdit: boolean;
  /** Attendance and missed time (the markAttendance ability). */
  canMark: boolean;
  markDay(row: DerivedRow, date: string, attended: boolean): void;
  markAllDays(row: DerivedRow, attended: boolean): void;
  openMissedTime(row: DerivedRow, date: string): void;
  remove(row: DerivedRow): void;
}

/** The grid columns shared by the header and every row: learner, credits, one per day, all days, missed time, actions. */
export const rosterColumns = (days: number) => `minmax(${LEARNER_WIDTH}px, 2fr) minmax(140px, 1fr) repeat(${days}, 132px) 80px 96px 96px`;
/** The learner column's width when the roster scrolls sideways (it stays at the left). */
export const LEARNER_WIDTH = 160;
/** The sum of the columns' minimum widths: below it the roster scrolls sideways, the learner column staying put. */
export const rosterMinWidth = (days: number) => LEARNER_WIDTH + 140 + days * 132 + 80 + 96 + 96;
export const ROW_HEIGHT = 64;

const cell = { px: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** The learner's credits per field of study, as the certificate shows them ('TAX 2.0'). */
const creditsText = (row: RosterRowData) =>
  row.credits.map((c) => `${c.subject_area.subject_short_name} ${c.credits.toFixed(1)}`).join(', ') || 'No credits';

/** One learner: name and e-mail, credits with the reasons they are reduced, attendance and missed time per day. */
export function RosterRow({
  row,
  dates,
  reasons,
  actions,
}: {
  row: DerivedRow;
  dates: readonly string[];
  reasons: Reason[];
  actions: RosterRowActions;
}) {
  const reasonText = reasons.map((r) => r.message).join('; ');
  return (
    <>
      <Box role="cell" sx={cell}>
        <Typography variant="body2" noWrap>
          {row.name}
          {row.is_external_learner ? ' (external)' : ''}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          {row.email_address ?? ''}
        </Typography>
      </Box>
      <Box role="cell" sx={{ ...cell, display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography variant="body2" noWrap>
          {creditsText(row)}
        </Typography>
        {reasons.length > 0 && (
          <Tooltip title={reasonText}>
            <Chip
              size="small"
              tabIndex={0}
              label={reasons.length}
              aria-label={`Credit limitation reasons for ${row.name}: ${reasonText}`}
            />
          </Tooltip>
        )}
      </Box>
      {dates.map((date) => {
        const day = rosterDay(row, date);
        const minutes = dayMissedMinutes(day);
        return (
          <Box role="cell" key={date} sx={{ display: 'flex', alignItems: 'center' }}>
            <Checkbox
              size="small"
              checked={day?.attendedDay === 1}
              disabled={!actions.canMark}
              onChange={(event) => actions.markDay(row, date, event.target.checked)}
              slotProps={{ input: { 'aria-label': `${row.name} attended ${date}` } }}
            />
            <Button
              size="small"
              onClick={() => actions.openMissedTime(row, date)}
              aria-label={`Missed time for ${row.name} on ${date}${minutes ? `: ${minutes} minutes` : ''}`}
            >
              {minutes ? `${minutes} min` : 'Missed'}
            </Button>
          </Box>
        );
      })}
      <Box role="cell">
        <Checkbox
          size="small"
          checked={row.attendAll}
          indeterminate={!row.attendAll && row.attendedDays > 0}
          disabled={!actions.canMark || dates.length === 0}
          onChange={(event) => actions.markAllDays(row, event.target.checked)}
          slotProps={{ input: { 'aria-label': `${row.name} attended all days` } }}
        />
      </Box>
      <Box role="cell" sx={cell}>
        <Typography variant="body2">{row.allMissedTime ? `${row.allMissedTime} min` : '—'}</Typography>
      </Box>
      <Box role="cell">
        {actions.canEdit && (
          <Button size="small" color="error" onClick={() => actions.remove(row)} aria-label={`Remove ${row.name}`}>
            Remove
          </Button>
        )}
      </Box>
    </>
  );
}
