import { calls } from '@cpe/contract';
import { type ExternalIdRow, ExternalIdsSection, type NewExternalId } from '../../../components/external-ids/ExternalIdsSection.tsx';
import { call } from '../../../lib/call.ts';
import { type ExternalCpeResponse, useEcpWrite } from '../api/ecp-queries.ts';

const ID_TYPES = ['FOCUS CODE', 'CREDENTIAL ID', 'LEGACY ID'] as const;

/**
 * The request's external ids (PUT /requests/ext-cpe/update/details: ADD and DELETE
 * with externalIdMethodVerb); listed for everyone who sees the request, changed by those who edit it.
 */
export function RequestExternalIds({ request }: { request: ExternalCpeResponse }) {
  const requestId = request.header.internal_id;
  const add = useEcpWrite(
    requestId,
    ({ type, value }: NewExternalId<(typeof ID_TYPES)[number]>) =>
      call(calls.updateExternalCpeExternalIds, {
        body: { requestId, externalIdMethodVerb: 'ADD', externalIdType: type, externalId: value },
      }),
    'External id added',
  );
  const remove = useEcpWrite(
    requestId,
    (row: ExternalIdRow) =>
      call(calls.updateExternalCpeExternalIds, { body: { requestId, externalIdMethodVerb: 'DELETE', externalId: row.id } }),
    'External id removed',
  );
  return (
    <ExternalIdsSection
      rows={request.externalIds}
      editable={request.abilities.canEdit}
      idTypes={ID_TYPES}
      labels={{ caption: 'External ids', empty: 'No external ids.', addForm: 'Add an external id', add: 'Add', remove: 'Remove' }}
      add={add}
      remove={remove}
      emptyValue="say-required"
    />
  );
}
