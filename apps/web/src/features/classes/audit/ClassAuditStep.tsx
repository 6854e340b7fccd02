import { CLASS_OBJECT_TYPE } from '@cpe/contract';
import { AuditTrail } from '../../../components/audit/AuditTrail.tsx';
import { classSubKey } from '../api/class-queries.ts';
import type { ClassStepProps } from '../workspace/step-props.ts';

/** The class's Audit step: who changed which field of the class, its roster and codes, and when. */
export default function ClassAuditStep({ cls }: ClassStepProps) {
  const id = cls.classSummary.id;
  return <AuditTrail queryKey={classSubKey(id, 'audit')} objectId={id} objectType={CLASS_OBJECT_TYPE} />;
}
