import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled block of a screen; the title is the page's h1 unless `level` says otherwise. */
export function PageSection({ title, children, level = 1 }: { title: string; children: ReactNode; level?: 1 | 2 }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2, mb: 2 }} aria-label={title}>
      <Typography component={level === 1 ? 'h1' : 'h2'} variant={level === 1 ? 'h5' : 'h6'} gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The plain empty state of a list or a record that is not there yet. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Typography color="text.secondary" role="note">
      {children}
    </Typography>
  );
}
