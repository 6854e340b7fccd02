import { AOA_ATTACHMENT_TYPE, AOA_OBJECT_TYPE } from '@cpe/contract';
import type { Tx } from '../db/types.ts';
import { insertRows } from './insert-rows.ts';

/** What affidavits of attendance need of a tenant: the attachment type of their documents (idempotent). */
export async function seedAoaConfig(tx: Tx, t: number): Promise<void> {
  await insertRows(tx, 'attachment_types', [{ tenant_id: t, ...AOA_ATTACHMENT_TYPE, learning_object_type_id: AOA_OBJECT_TYPE }]);
}
