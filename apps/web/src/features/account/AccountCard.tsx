import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The common body of the account screens: a page heading, a short explanation
 * and the content. These routes render in the 'login' layout (shell/LoginFrame),
 * which already shows the tenant's logo and name above the card, so they are not repeated here.
 */
export default function AccountCard({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        {title}
      </Typography>
      {intro && (
        <Typography component="div" variant="body2" color="text.secondary">
          {intro}
        </Typography>
      )}
      {children}
    </Stack>
  );
}
