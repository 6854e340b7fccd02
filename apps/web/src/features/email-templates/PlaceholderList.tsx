import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** The template's placeholders beside the editor: pressing one inserts it where the cursor is. The message needs the required ones. */
export function PlaceholderList({
  placeholders,
  onInsert,
}: {
  placeholders: { name: string; description: string; required: boolean }[];
  onInsert: (name: string) => void;
}) {
  return (
    <Box component="aside" aria-labelledby="template-placeholders-title" sx={{ minWidth: 0 }}>
      <Typography id="template-placeholders-title" component="h3" variant="subtitle1">
        Placeholders
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Press one to insert it into the body. The e-mail cannot be saved without the required ones.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
        {placeholders.map((p) => (
          <li key={p.name}>
            <Button
              size="small"
              variant="text"
              onClick={() => onInsert(p.name)}
              aria-label={`Insert {{${p.name}}}: ${p.description}${p.required ? ' (required)' : ''}`}
              sx={{ textTransform: 'none', justifyContent: 'flex-start', textAlign: 'left', overflowWrap: 'anywhere' }}
            >
              <Box component="span">
                <Box component="code" sx={{ display: 'block' }}>{`{{${p.name}}}`}</Box>
                <Typography component="span" variant="caption" color="text.secondary">
                  {p.description}
                  {p.required && ' (required)'}
                </Typography>
              </Box>
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}
