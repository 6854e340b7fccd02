import { VENDED_CONTENT_STATUSES } from '@cpe/contract';
import TextField from '@mui/material/TextField';
import { nativeSelect, SearchForm, type SearchFormProps } from '../../../components/search/SearchForm.tsx';
import type { VendorChoice } from '../vendors/VendorField.tsx';
import { VENDED_DATE_LABELS, type VendedSearchCriteria } from './search-store.ts';

type Props = Pick<SearchFormProps<VendedSearchCriteria>, 'criteria' | 'error' | 'onChange' | 'onSearch' | 'onClear'> & {
  vendors: readonly VendorChoice[];
};

/** The vended content criteria: text, status, vendor (every vendor of the firm, inactive ones too), and the last-updated range. */
export function VendedSearchForm({ vendors, ...props }: Props) {
  const chosen = props.criteria.vendor_id;
  // A vendor kept in the search state shows even before (or without) the list that names it.
  const missing = chosen !== '' && !vendors.some((v) => String(v.id) === chosen);
  return (
    <SearchForm
      {...props}
      name="Vended content search"
      searchHelp="Title, vended ID, vendor or LMS ID"
      statuses={VENDED_CONTENT_STATUSES}
      dateLabels={VENDED_DATE_LABELS}
      columns={3}
      extraFields={(set) => (
        <TextField select label="Vendor" size="small" value={chosen} onChange={set('vendor_id')} slotProps={nativeSelect}>
          <option value="">All vendors</option>
          {missing && <option value={chosen}>{`Vendor ${chosen}`}</option>}
          {vendors.map((v) => (
            <option key={v.id} value={String(v.id)}>
              {v.is_active ? v.name : `${v.name} (inactive)`}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}
