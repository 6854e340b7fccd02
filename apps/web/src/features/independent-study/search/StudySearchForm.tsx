import { INDEPENDENT_STUDY_STATUSES } from '@cpe/contract';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { nativeSelect } from '../../../components/search/SearchForm.tsx';
import { EMPTY_STUDY_CRITERIA, type StudyCriteria, studyCriteriaError, studySearchStore } from './study-search-store.ts';

/** The criteria form: search text, status and program; Search applies them, Clear empties them. */
export function StudySearchForm({
  draft,
  error,
  onError,
}: {
  draft: StudyCriteria;
  error: string | null;
  onError(message: string | null): void;
}) {
  const set = (key: keyof StudyCriteria) => (e: { target: { value: string } }) =>
    studySearchStore.set((s) => ({ ...s, draft: { ...s.draft, [key]: e.target.value } }));
  return (
    <Box
      component="form"
      role="search"
      aria-label="Independent study search"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const problem = studyCriteriaError(studySearchStore.get().draft);
        onError(problem);
        if (!problem) studySearchStore.set((s) => ({ ...s, applied: s.draft }));
      }}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' }, mb: 2 }}
    >
      <TextField label="Search" size="small" value={draft.text} onChange={set('text')} helperText="Title or independent study ID" />
      <TextField select label="Status" size="small" value={draft.status} onChange={set('status')} slotProps={nativeSelect}>
        <option value="">All statuses</option>
        {INDEPENDENT_STUDY_STATUSES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </TextField>
      <TextField
        label="Program ID"
        size="small"
        value={draft.program_id}
        onChange={set('program_id')}
        error={Boolean(error)}
        helperText={error ?? 'The program the studies belong to'}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 } }}
      />
      <Box sx={{ display: 'flex', gap: 1, gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" startIcon={<Search />}>
          Search
        </Button>
        <Button
          onClick={() => {
            onError(null);
            studySearchStore.set((s) => ({ ...s, draft: EMPTY_STUDY_CRITERIA, applied: EMPTY_STUDY_CRITERIA }));
          }}
        >
          Clear
        </Button>
      </Box>
    </Box>
  );
}
