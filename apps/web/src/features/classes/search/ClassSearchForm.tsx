import { CLASS_STATUSES } from '@cpe/contract';
import TextField from '@mui/material/TextField';
import { SearchForm, type SearchFormProps } from '../../../components/search/SearchForm.tsx';
import { CLASS_DATE_LABELS, type ClassSearchCriteria } from './class-search-store.ts';

type Props = Pick<SearchFormProps<ClassSearchCriteria>, 'criteria' | 'error' | 'onChange' | 'onSearch' | 'onClear'>;

/** The class search criteria: text, status, person, course, date range and single date. */
export function ClassSearchForm(props: Props) {
  return (
    <SearchForm
      {...props}
      name="Class search"
      searchHelp="Class title, class ID, LMS ID or course title"
      statuses={CLASS_STATUSES}
      dateLabels={CLASS_DATE_LABELS}
      dateLabel="Class date"
      person={{ label: 'Person', type: 'all' }}
      columns={4}
      extraFields={(set) => (
        <TextField
          label="Course ID"
          size="small"
          value={props.criteria.course_id}
          onChange={set('course_id')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      )}
    />
  );
}
