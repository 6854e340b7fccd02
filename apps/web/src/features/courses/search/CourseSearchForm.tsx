import { COURSE_STATUS_VALUES } from '@cpe/contract';
import TextField from '@mui/material/TextField';
import { nativeSelect, SearchForm, type SearchFormProps } from '../../../components/search/SearchForm.tsx';
import { useRefLookups } from '../../../lib/reference/lookups.ts';
import { COURSE_DATE_LABELS, type CourseSearchCriteria } from './search-store.ts';

type Props = Pick<SearchFormProps<CourseSearchCriteria>, 'criteria' | 'error' | 'onChange' | 'onSearch' | 'onClear'>;

/** The course search criteria: text, status, delivery method, agenda type, and the last-updated date range. */
export function CourseSearchForm(props: Props) {
  const lookups = useRefLookups();
  return (
    <SearchForm
      {...props}
      name="Course search"
      searchHelp="Title, course ID, LMS ID or LRT ID"
      statuses={COURSE_STATUS_VALUES}
      dateLabels={COURSE_DATE_LABELS}
      columns={3}
      extraFields={(set) => (
        <>
          <TextField
            select
            label="Delivery method"
            size="small"
            value={props.criteria.delivery_method_id}
            onChange={set('delivery_method_id')}
            slotProps={nativeSelect}
          >
            <option value="">All delivery methods</option>
            {lookups.data?.deliveryMethods.map((d) => (
              <option key={d.id} value={String(d.id)}>
                {d.name}
              </option>
            ))}
          </TextField>
          <TextField
            select
            label="Agenda type"
            size="small"
            value={props.criteria.agenda_type_id}
            onChange={set('agenda_type_id')}
            slotProps={nativeSelect}
          >
            <option value="">All agenda types</option>
            {lookups.data?.agendaTypes.map((a) => (
              <option key={a.id} value={String(a.id)}>
                {a.name}
              </option>
            ))}
          </TextField>
        </>
      )}
    />
  );
}
