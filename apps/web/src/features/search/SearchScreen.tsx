import Search from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useCurrentRoute } from '../../app/current-route.ts';
import { EmptyState, PageSection } from '../shell/PageSection.tsx';

/**
 * A search screen (spec §2 Search screens). Each domain issue gives its search
 * its criteria and results; until then the screen says there is nothing to find.
 */
export default function SearchScreen() {
  const route = useCurrentRoute();
  const [text, setText] = useState('');
  const [searched, setSearched] = useState(false);
  return (
    <PageSection title={route.title}>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 2 }}
        onSubmit={(e) => {
          e.preventDefault();
          setSearched(true);
        }}
      >
        <TextField label="Search" size="small" value={text} onChange={(e) => setText(e.target.value)} />
        <Button type="submit" variant="contained" startIcon={<Search />}>
          Search
        </Button>
      </Stack>
      <EmptyState>{searched ? 'No results found.' : 'No records to show yet.'}</EmptyState>
    </PageSection>
  );
}
