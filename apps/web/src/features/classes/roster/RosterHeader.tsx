import Box from '@mui/material/Box';
import { formatDisplayDate } from '../../../lib/dates.ts';

const head = { px: 1, py: 1 } as const;

/** The roster's column headers, in the order of RosterRow's cells. */
export function RosterHeader({ dates }: { dates: readonly string[] }) {
  return (
    <>
      <Box role="columnheader" sx={head}>
        Learner
      </Box>
      <Box role="columnheader" sx={head}>
        Credits
      </Box>
      {dates.map((d, i) => (
        <Box role="columnheader" key={d} sx={head}>
          Day {i + 1}
          <Box component="span" sx={{ display: 'block', fontWeight: 400, fontSize: 'caption.fontSize' }}>
            {formatDisplayDate(d)}
          </Box>
        </Box>
      ))}
      <Box role="columnheader" sx={head}>
        All days
      </Box>
      <Box role="columnheader" sx={head}>
        Missed
      </Box>
      <Box role="columnheader" sx={head}>
        Actions
      </Box>
    </>
  );
}
