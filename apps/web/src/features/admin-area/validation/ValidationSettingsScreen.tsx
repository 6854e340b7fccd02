import { CHECKLIST_OFFERING_LABELS, CHECKLIST_OFFERING_TYPES, type ChecklistSettingRow } from '@cpe/contract';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { useChecklistSettings, useSetChecklistSetting } from '../api/admin-area-queries.ts';

/**
 * /admin/validation: which approval checklist sections apply per offering type. A section
 * switched off is left out of that type's checklist (ADR 0038); the sections that guard a
 * rule of the spec always apply and their switches cannot be changed.
 */
export default function ValidationSettingsScreen() {
  const settings = useChecklistSettings();
  const write = useSetChecklistSetting();
  return (
    <PageSection title="Checklist Validation">
      <Typography sx={{ mb: 2 }}>
        Turn a section off and it is left out of that offering type's approval checklist. Every section applies unless turned off.
      </Typography>
      <QueryView query={settings} what="checklist settings" loadingLabel="Loading checklist settings">
        {(rows) => (
          <>
            {CHECKLIST_OFFERING_TYPES.map((type) => (
              <fieldset key={type} style={{ border: 'none', margin: 0, padding: 0, marginBottom: 16 }}>
                <Typography component="legend" variant="h6">
                  {CHECKLIST_OFFERING_LABELS[type]}
                </Typography>
                <FormGroup sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
                  {rows
                    .filter((r) => r.offering_type === type)
                    .map((r: ChecklistSettingRow) => (
                      <FormControlLabel
                        key={r.section}
                        label={r.may_turn_off ? r.section : `${r.section} (always applies)`}
                        control={
                          <Switch
                            checked={r.applies}
                            disabled={!r.may_turn_off || write.isPending}
                            onChange={(e) => write.mutate({ offering_type: type, section: r.section, applies: e.target.checked })}
                            slotProps={{ input: { 'aria-label': `${r.section} applies to ${CHECKLIST_OFFERING_LABELS[type]}` } }}
                          />
                        }
                      />
                    ))}
                </FormGroup>
              </fieldset>
            ))}
          </>
        )}
      </QueryView>
    </PageSection>
  );
}
