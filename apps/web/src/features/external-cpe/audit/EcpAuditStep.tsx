import { EXTERNAL_CPE_OBJECT_TYPE } from '@cpe/contract';
import { AuditTrail } from '../../../components/audit/AuditTrail.tsx';
import { ecpSubKey } from '../api/ecp-queries.ts';
import type { EcpStepProps } from '../workspace/step-props.ts';

/** Audit (POST /audit-info, type 8): who changed which field of the request, and when. */
export default function EcpAuditStep({ request }: EcpStepProps) {
  const id = request.header.internal_id;
  return <AuditTrail queryKey={ecpSubKey(id, 'audit')} objectId={id} objectType={EXTERNAL_CPE_OBJECT_TYPE} />;
}
