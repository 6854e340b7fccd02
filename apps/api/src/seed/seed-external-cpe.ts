import {
  ECP_ELEMENT_LOCATION,
  ECP_ELEMENTS,
  ECP_PAGE_CATEGORY,
  ECPE_ATTACHMENT_TYPE_IDS,
  ECPE_REQUEST_TYPE,
  EXTERNAL_CPE_OBJECT_TYPE,
  EXTERNAL_CPE_STEP_LIST,
} from '@cpe/contract';
import type { Tx } from '../db/types.ts';
import { insertRows } from './insert-rows.ts';

/**
 * A firm's external CPE configuration (migration 0015 gives firms that already exist the same
 * attachment types and steps): the certificate's attachment types, the request's steps as page
 * configuration, and its fields under the default key (US-CPE, Default: 1/1).
 */
export async function seedExternalCpeConfig(tx: Tx, t: number): Promise<void> {
  await insertRows(tx, 'attachment_types', [
    {
      tenant_id: t,
      id: ECPE_ATTACHMENT_TYPE_IDS.certificate,
      name: 'Certificate of Completion',
      learning_object_type_id: EXTERNAL_CPE_OBJECT_TYPE,
    },
    {
      tenant_id: t,
      id: ECPE_ATTACHMENT_TYPE_IDS.supporting,
      name: 'Supporting Document',
      learning_object_type_id: EXTERNAL_CPE_OBJECT_TYPE,
    },
  ]);
  await insertRows(
    tx,
    'page_configs',
    EXTERNAL_CPE_STEP_LIST.map((s, i) => ({
      tenant_id: t,
      category: ECP_PAGE_CATEGORY,
      title: s.title,
      path: s.path,
      step: s.key,
      request_type_name: ECPE_REQUEST_TYPE,
      sort_order: i + 1,
    })),
  );
  await insertRows(
    tx,
    'element_configs',
    Object.entries(ECP_ELEMENTS).map(([element_id, e]) => ({
      tenant_id: t,
      agenda_type_id: 1,
      delivery_method_id: 1,
      location: ECP_ELEMENT_LOCATION,
      element_id,
      label: e.label,
      is_required: e.required,
    })),
  );
}
