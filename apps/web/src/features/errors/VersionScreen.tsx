import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

declare const __APP_VERSION__: string;
declare const __APP_COMMIT__: string;

/** /version: the build's version and commit. */
export default function VersionScreen() {
  return (
    <Stack spacing={1}>
      <Typography component="h1" variant="h5">
        Version
      </Typography>
      <Typography>
        Version: <span data-testid="version">{__APP_VERSION__}</span>
      </Typography>
      <Typography>
        Commit: <span data-testid="commit">{__APP_COMMIT__}</span>
      </Typography>
    </Stack>
  );
}
