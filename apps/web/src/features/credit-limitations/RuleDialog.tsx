import {
  CREDIT_LIMITATION_SCOPE_LABELS,
  CREDIT_LIMITATION_SCOPES,
  type CreditLimitationRow,
  type CreditLimitationScope,
  creditLimitationBody,
} from '@cpe/contract';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useSaveRule } from './api/credit-limitation-queries.ts';

type Option = { id: number; name: string };
export interface RuleOptions {
  fieldsOfStudy: Option[];
  deliveryMethods: Option[];
  jurisdictions: Option[];
}

const idOrNull = (v: string) => (v === '' ? null : Number(v));

/** Add or edit a credit limitation rule; the contract's schema checks it before the server does. */
export function RuleDialog({ rule, options, onClose }: { rule?: CreditLimitationRow; options: RuleOptions; onClose(): void }) {
  const [name, setName] = useState(rule?.name ?? '');
  const [scope, setScope] = useState<CreditLimitationScope>(rule?.scope ?? 'day');
  const [max, setMax] = useState(rule ? String(rule.max_credits) : '');
  const [field, setField] = useState(rule?.field_of_study_id ? String(rule.field_of_study_id) : '');
  const [method, setMethod] = useState(rule?.delivery_method_id ? String(rule.delivery_method_id) : '');
  const [jurisdiction, setJurisdiction] = useState(rule?.jurisdiction_id ? String(rule.jurisdiction_id) : '');
  const [active, setActive] = useState(rule?.is_active ?? true);
  const [touched, setTouched] = useState(false);
  const parsed = creditLimitationBody.safeParse({
    name,
    scope,
    max_credits: max.trim() === '' ? Number.NaN : Number(max),
    field_of_study_id: scope === 'field_of_study' ? idOrNull(field) : null,
    delivery_method_id: idOrNull(method),
    jurisdiction_id: idOrNull(jurisdiction),
    is_active: active,
  });
  const problem = (key: string) => (touched && !parsed.success ? parsed.error.issues.find((i) => i.path[0] === key)?.message : undefined);
  const save = useSaveRule();
  const select = (label: string, value: string, set: (v: string) => void, list: Option[], required = false, key = '') => (
    <TextField
      select
      label={label}
      value={value}
      required={required}
      onChange={(e) => set(e.target.value)}
      error={Boolean(problem(key))}
      helperText={problem(key)}
    >
      {!required && <MenuItem value="">Any</MenuItem>}
      {list.map((o) => (
        <MenuItem key={o.id} value={String(o.id)}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <FormDialog
      open
      title={rule ? `Edit ${rule.name}` : 'New credit limitation'}
      submitLabel={rule ? 'Save rule' : 'Add rule'}
      submitting={save.isPending}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (parsed.success) save.mutate({ id: rule?.id, body: parsed.data }, { onSuccess: onClose });
      }}
    >
      <TextField
        label="Rule name"
        required
        autoFocus
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={Boolean(problem('name'))}
        helperText={problem('name')}
      />
      <TextField select label="Limits" value={scope} onChange={(e) => setScope(e.target.value as CreditLimitationScope)}>
        {CREDIT_LIMITATION_SCOPES.map((s) => (
          <MenuItem key={s} value={s}>
            {CREDIT_LIMITATION_SCOPE_LABELS[s]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Maximum credits"
        required
        value={max}
        onChange={(e) => setMax(e.target.value)}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        error={Boolean(problem('max_credits'))}
        helperText={problem('max_credits') ?? 'More than 0, in steps of 0.1'}
      />
      {scope === 'field_of_study' && select('Field of study', field, setField, options.fieldsOfStudy, true, 'field_of_study_id')}
      {select('Delivery method', method, setMethod, options.deliveryMethods, scope === 'delivery_method', 'delivery_method_id')}
      {select('Jurisdiction', jurisdiction, setJurisdiction, options.jurisdictions, false, 'jurisdiction_id')}
      <FormControlLabel control={<Checkbox checked={active} onChange={(e) => setActive(e.target.checked)} />} label="Active" />
    </FormDialog>
  );
}
