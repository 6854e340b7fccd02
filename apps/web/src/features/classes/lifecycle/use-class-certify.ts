import { type CertifySent, CLASS_MESSAGES, type ClassHeader, certificationGate } from '@cpe/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, api } from '../../../lib/api-client.ts';
import { showAlert } from '../../shell/alert-store.ts';
import { classKey, errorMessage } from '../api/class-queries.ts';
import type { CertificationValidation, QueuedStatus } from '../api/class-types.ts';
import { CERTIFY_POLL_MS, MAX_POLLS, sleep } from './poll.ts';

const failed = (s: QueuedStatus) => s.error_messages.length > 0 || s.status === 'failed';

/**
 * Certification in its steps (spec §4 Class): validate (GET /class/validate/certification;
 * passes_validation must be 1, else its reason shows), confirm, certify (PUT
 * /class/certify/{id} → request_id), poll the request's queued status until no
 * unprocessed messages remain, then reload the class. Leaving the class stops the polling.
 */
export function useClassCertify(cls: ClassHeader, updatedBy: number | undefined) {
  const classId = cls.id;
  const queryClient = useQueryClient();
  const [validation, setValidation] = useState<CertificationValidation | null>(null);
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** Step 1: validate; when it passes, the confirmation dialog opens with the checklists. */
  const validate = useCallback(async () => {
    const gone = () => !mounted.current;
    setBusy(true);
    try {
      const result = await api<CertificationValidation>('GET', `/class/validate/certification/${classId}`);
      if (gone()) return;
      const gate = certificationGate(result);
      if (gate.proceed) setValidation(result);
      else showAlert(gate.message, 'error');
    } catch (error) {
      if (!gone()) showAlert(error instanceof ApiError ? errorMessage(error) : CLASS_MESSAGES.validationError, 'error');
    } finally {
      if (!gone()) setBusy(false);
    }
  }, [classId]);

  /** Steps 2 and 3: certify, poll, reload. */
  const certify = useCallback(
    async (fields: CertifySent) => {
      const gone = () => !mounted.current;
      setValidation(null);
      setBusy(true);
      try {
        // The confirmation's fields (spec §7 PUT /class/certify): those the caller may change.
        const body = { updatedBy, ...fields };
        const { request_id } = await api<{ request_id: number }>('PUT', `/class/certify/${classId}`, { body });
        let status = await api<QueuedStatus>('GET', `/external-requests/status/${request_id}`);
        for (let polls = 1; !gone() && !failed(status) && status.unprocessed_messages > 0; polls++) {
          if (polls >= MAX_POLLS) throw new Error(CLASS_MESSAGES.certificationFailed);
          await sleep(CERTIFY_POLL_MS);
          if (gone()) return;
          status = await api<QueuedStatus>('GET', `/external-requests/status/${request_id}`);
        }
        if (gone()) return;
        if (failed(status)) {
          showAlert(status.error_messages.join(' ') || CLASS_MESSAGES.certificationFailed, 'error');
          return;
        }
        await queryClient.invalidateQueries({ queryKey: classKey(classId) });
        if (!gone()) showAlert(CLASS_MESSAGES.certificationComplete);
      } catch (error) {
        if (!gone()) showAlert(error instanceof ApiError ? errorMessage(error) : CLASS_MESSAGES.certificationFailed, 'error');
      } finally {
        // The overlay is cleared in all cases (spec §8).
        if (!gone()) setBusy(false);
      }
    },
    [classId, updatedBy, queryClient],
  );

  return { busy, validation, validate, certify, cancel: () => setValidation(null) };
}
