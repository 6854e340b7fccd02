import {
  type CertifySent,
  CLASS_MESSAGES,
  CLASS_OBJECT_TYPE,
  type ClassHeader,
  calls,
  certificationGate,
  type LoidStatus,
} from '@cpe/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { call } from '../../../lib/call.ts';
import { POLL_INTERVAL_MS, pollUntil } from '../../../lib/poll-until.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { useUnmountSignal } from '../../../lib/use-unmount-signal.ts';
import { classKey, errorMessage } from '../api/class-queries.ts';
import type { CertificationValidation } from '../api/class-types.ts';

const failed = (s: LoidStatus) => s.error_messages.length > 0 || s.status === 'failed';

/** The certification is polled by learning object id with type 3 (a class). */
const byLoid = (classId: number) =>
  call(calls.statusByLoid, { body: { learningObjectId: classId, learningObjectTypeId: CLASS_OBJECT_TYPE } });

/** 'Could not complete Class certification', with the LMS's own messages when it sent any. */
export const certificationFailure = (errors: readonly string[]) =>
  errors.length > 0 ? `${CLASS_MESSAGES.certificationFailed}: ${errors.join(' ')}` : CLASS_MESSAGES.certificationFailed;

/**
 * Certification in its steps (the certification rule): validate (GET /class/validate/certification;
 * passes_validation must be 1, else its reason shows), confirm, certify (PUT
 * /class/certify/{id}), poll POST /external-requests/status-by-loid with the class id and
 * type 3 every second until no unprocessed messages remain, then reload the class and say
 * 'Class certification is complete', or 'Could not complete Class certification' with the
 * LMS's messages. Leaving the class stops the polling.
 */
export function useClassCertify(cls: ClassHeader, updatedBy: number | undefined) {
  const classId = cls.id;
  const queryClient = useQueryClient();
  const [validation, setValidation] = useState<CertificationValidation | null>(null);
  const [busy, setBusy] = useState(false);
  const unmounted = useUnmountSignal();

  /** Step 1: validate; when it passes, the confirmation dialog opens with the checklists. */
  const validate = useCallback(async () => {
    const signal = unmounted();
    const gone = () => signal.aborted;
    setBusy(true);
    try {
      const result = await call(calls.getCertificationValidation, { params: { id: classId } });
      if (gone()) return;
      const gate = certificationGate(result);
      if (gate.proceed) setValidation(result);
      else showAlert(gate.message, 'error');
    } catch (error) {
      if (!gone()) showAlert(error instanceof ApiError ? errorMessage(error) : CLASS_MESSAGES.validationError, 'error');
    } finally {
      if (!gone()) setBusy(false);
    }
  }, [classId, unmounted]);

  /** Steps 2 and 3: certify, poll, reload. */
  const certify = useCallback(
    async (fields: CertifySent) => {
      const signal = unmounted();
      const gone = () => signal.aborted;
      setValidation(null);
      setBusy(true);
      try {
        // The confirmation's fields (PUT /class/certify): those the caller may change.
        const body = { updatedBy, ...fields };
        await call(calls.certifyClass, { params: { id: classId }, body });
        const status = await pollUntil(
          () => byLoid(classId),
          (s) => s.unprocessed_messages <= 0,
          { intervalMs: POLL_INTERVAL_MS, signal },
        );
        // A failed certification may still have given the class its LMS id: reload either way.
        await queryClient.invalidateQueries({ queryKey: classKey(classId) });
        if (gone()) return;
        if (failed(status)) showAlert(certificationFailure(status.error_messages), 'error');
        else showAlert(CLASS_MESSAGES.certificationComplete);
      } catch (error) {
        if (!gone()) showAlert(error instanceof ApiError ? errorMessage(error) : CLASS_MESSAGES.certificationFailed, 'error');
      } finally {
        // The overlay is cleared in all cases.
        if (!gone()) setBusy(false);
      }
    },
    [classId, updatedBy, queryClient, unmounted],
  );

  return { busy, validation, validate, certify, cancel: () => setValidation(null) };
}
