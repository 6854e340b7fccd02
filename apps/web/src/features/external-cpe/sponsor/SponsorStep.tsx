import { calls } from '@cpe/contract';
import { useMemo } from 'react';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { call } from '../../../lib/call.ts';
import { useEcpWrite } from '../api/ecp-queries.ts';
import { FieldsForm } from '../components/FieldsForm.tsx';
import { asText, type EcpField, shownEcpFields } from '../components/fields.ts';
import type { EcpStepProps } from '../workspace/step-props.ts';

/** The sponsor's fields; NASBA sponsor ids are letters, digits and dashes (the server checks). */
const SPONSOR_FIELDS: readonly EcpField[] = [
  { key: 'sponsor_name', label: 'Sponsor Name', kind: 'text', max: 300 },
  { key: 'nasba_sponsor_id', label: 'NASBA Sponsor ID', kind: 'text', max: 20 },
  { key: 'address_line1', label: 'Address Line 1', kind: 'text', max: 300 },
  { key: 'address_line2', label: 'Address Line 2', kind: 'text', max: 300 },
  { key: 'city', label: 'City', kind: 'text', max: 100 },
  { key: 'state', label: 'State', kind: 'text', max: 100 },
  { key: 'postal_code', label: 'Postal Code', kind: 'text', max: 20 },
  { key: 'country', label: 'Country', kind: 'text', max: 100 },
];

/** Sponsor Information (PUT /requests/ext-cpe/sponsor/{id}): who offered the program, its NASBA sponsor id and address. */
export default function SponsorStep({ request }: EcpStepProps) {
  const id = request.header.internal_id;
  const fields = useMemo(() => shownEcpFields(request, SPONSOR_FIELDS), [request]);
  const values = useMemo(
    () => Object.fromEntries(SPONSOR_FIELDS.map((f) => [f.key, asText(request.sponsor[f.key as keyof typeof request.sponsor])])),
    [request.sponsor],
  );
  const save = useEcpWrite(
    id,
    (body: Record<string, unknown>) => call(calls.updateExternalCpeSponsor, { params: { id }, body }),
    'Sponsor information saved',
  );
  return (
    <PageSection title="Sponsor Information">
      <FieldsForm name="Sponsor information" fields={fields} values={values} save={save.mutateAsync} saving={save.isPending} />
    </PageSection>
  );
}
