import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { forwardRef, useState } from 'react';
import { VendorDialog } from './VendorDialog.tsx';

export interface VendorChoice {
  id: number;
  name: string;
  is_active: boolean;
}

interface VendorFieldProps {
  vendors: readonly VendorChoice[];
  /** The vendor id as text ('' for none). */
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  /** Offer 'New vendor' (VCP001): the vendor added becomes the choice. */
  canAdd: boolean;
  disabled?: boolean;
  error?: string | undefined;
}

/**
 * The item's vendor (a controlled field: use it through react-hook-form's Controller; a vended item names its vendor): the firm's active vendors,
 * and 'New vendor' beside it for those who manage vendors.
 */
export const VendorField = forwardRef<HTMLInputElement, VendorFieldProps>(function VendorField(
  { vendors, value, onChange, onBlur, canAdd, disabled, error },
  ref,
) {
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<VendorChoice[]>([]);
  // A vendor just added shows at once, before the list reloads with it.
  const choices = [...vendors, ...added.filter((a) => !vendors.some((v) => v.id === a.id))];
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        select
        label="Vendor"
        required
        fullWidth
        value={value}
        inputRef={ref}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        disabled={disabled}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">Choose…</option>
        {choices.map((v) => (
          <option key={v.id} value={String(v.id)}>
            {v.is_active ? v.name : `${v.name} (inactive)`}
          </option>
        ))}
      </TextField>
      {canAdd && !disabled && (
        <Button startIcon={<Add />} onClick={() => setAdding(true)} sx={{ mt: 1, flexShrink: 0 }}>
          New vendor
        </Button>
      )}
      {adding && (
        <VendorDialog
          onClose={() => setAdding(false)}
          onSaved={(vendor) => {
            setAdded((before) => [...before, { ...vendor, is_active: true }]);
            onChange(String(vendor.id));
          }}
        />
      )}
    </Box>
  );
});
