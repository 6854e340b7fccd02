import type { UseQueryResult } from '@tanstack/react-query';
import { lmsActionLabel, lmsStatusLabel } from '../../../lib/lms-requests.ts';
import type { ClassesLmsStatus } from './use-classes-lms-status.ts';

const MISSING = '----';

/** A class's newest LMS request, e.g. 'Class sync: In progress' or 'Certification: Done'; '----' when it has none (or it cannot be read). */
export function LmsStateCell({ query, classId }: { query: UseQueryResult<ClassesLmsStatus>; classId: number }) {
  const request = query.data?.byClass.get(classId);
  if (!request?.action || !request.status) return MISSING;
  return (
    <span data-testid={`lms-state-${classId}`}>
      {`${lmsActionLabel(request.action)}: ${lmsStatusLabel(request.status)}`}
      {request.error_messages.length > 0 && ` (${request.error_messages.join(' ')})`}
    </span>
  );
}
