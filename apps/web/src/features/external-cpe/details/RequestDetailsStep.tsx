import { calls, ECP_PROGRAM_TYPES } from '@cpe/contract';
import { useMemo } from 'react';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { call } from '../../../lib/call.ts';
import { useRefLookups } from '../../../lib/reference/lookups.ts';
import { useEcpWrite } from '../api/ecp-queries.ts';
import { FieldsForm } from '../components/FieldsForm.tsx';
import { asText, type EcpField, shownEcpFields } from '../components/fields.ts';
import { RequestExternalIds } from '../external-ids/RequestExternalIds.tsx';
import type { EcpStepProps } from '../workspace/step-props.ts';

/**
 * Request Details (PUT /requests/ext-cpe/details/{id}): the program, its dates and how it
 * was delivered. Delivery method, program type and qualifying program show only with
 * their codes (ECP005, ECP004, ECP003).
 */
export default function RequestDetailsStep({ request }: EcpStepProps) {
  const id = request.header.internal_id;
  const lookups = useRefLookups();
  const { details, abilities } = request;
  const fields = useMemo(() => {
    const methods = lookups.data?.deliveryMethods.map((m) => ({ value: String(m.id), label: m.name }));
    // Until the lookups load, the current method is the only choice.
    const current = details.delivery_method_id ? [{ value: String(details.delivery_method_id), label: details.delivery_method ?? '' }] : [];
    const all: (EcpField | false)[] = [
      { key: 'title', label: 'Program Title', kind: 'text', max: 300, required: true },
      { key: 'start_date', label: 'Start Date', kind: 'date', max: 10 },
      { key: 'completion_date', label: 'Completion Date', kind: 'date', max: 10 },
      abilities.showDeliveryMethod && {
        key: 'delivery_method_id',
        label: 'Delivery Method',
        kind: 'select',
        max: 20,
        numeric: true,
        options: methods ?? current,
      },
      abilities.showProgramType && {
        key: 'program_type',
        label: 'Program Type',
        kind: 'select',
        max: 50,
        options: ECP_PROGRAM_TYPES.map((t) => ({ value: t, label: t })),
      },
      abilities.showQualifyingProgram && { key: 'qualifying_program', label: 'Qualifying Program', kind: 'text', max: 200 },
      { key: 'focus_code', label: 'Focus Code', kind: 'text', max: 100 },
      { key: 'location', label: 'Location', kind: 'text', max: 300 },
      { key: 'description', label: 'Description', kind: 'multiline', max: 4000 },
    ];
    return shownEcpFields(
      request,
      all.filter((f): f is EcpField => f !== false),
    );
  }, [request, abilities, details, lookups.data]);
  const values = useMemo(
    () => ({
      title: details.title,
      start_date: asText(details.start_date),
      completion_date: asText(details.completion_date),
      delivery_method_id: asText(details.delivery_method_id),
      program_type: asText(details.program_type),
      qualifying_program: asText(details.qualifying_program),
      focus_code: asText(details.focus_code),
      location: asText(details.location),
      description: asText(details.description),
    }),
    [details],
  );
  const save = useEcpWrite(
    id,
    (body: Record<string, unknown>) => call(calls.updateExternalCpeDetails, { params: { id }, body }),
    'Request details saved',
  );
  return (
    <>
      <PageSection title="Request Details">
        <FieldsForm name="Request details" fields={fields} values={values} save={save.mutateAsync} saving={save.isPending} />
      </PageSection>
      <RequestExternalIds request={request} />
    </>
  );
}
