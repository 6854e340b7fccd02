import { CLASS_OBJECT_TYPE, calls } from '@cpe/contract';
import { AuditTrail } from '../../../components/audit/AuditTrail.tsx';
import { LmsEventsSection } from '../../../components/lms/LmsEventsSection.tsx';
import { call } from '../../../lib/call.ts';
import { classSubKey } from '../api/class-queries.ts';
import type { ClassStepProps } from '../workspace/step-props.ts';

/**
 * The class's Audit step: who changed which field of the class, its roster and codes, and
 * when; then its LMS events, its syncs and certifications (POST /class/events, polled every
 * second until finished).
 */
export default function ClassAuditStep({ cls }: ClassStepProps) {
  const id = cls.classSummary.id;
  return (
    <>
      <AuditTrail queryKey={classSubKey(id, 'audit')} objectId={id} objectType={CLASS_OBJECT_TYPE} />
      <LmsEventsSection
        queryKey={classSubKey(id, 'lms-events')}
        load={(signal) => call(calls.classEvents, { body: { classId: id }, signal })}
      />
    </>
  );
}
