import { type attendanceCode, CLASS_MESSAGES } from '@cpe/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, api } from '../../../lib/api-client.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';

export type AttendanceCode = z.infer<typeof attendanceCode>;

/** The source_name of codes this product generated (the contract's); codes from any other source are the LMS's to change. */
export { PRODUCT_CODE_SOURCE as PRODUCT_SOURCE_NAME } from '@cpe/contract';

export const codesKey = (classId: number) => ['class', classId, 'attendance-codes'] as const;

/** GET /class/attendance/codes/{id}: the class's codes, one per class or one per day. */
export function useAttendanceCodes(classId: number) {
  return useQuery({
    queryKey: codesKey(classId),
    queryFn: ({ signal }) => api<AttendanceCode[]>('GET', `/class/attendance/codes/${classId}`, { signal }),
  });
}

export interface CodeExpiryUpdate {
  attendance_code_id: number;
  expiration_date: string | null;
  aoa_expiration_date: string | null;
}

// Spec §8: the server's sqlMessage when it sent one, else the fixed message.
const updateFailure = (error: unknown) =>
  error instanceof ApiError && error.body?.sqlMessage ? error.body.sqlMessage : CLASS_MESSAGES.codeExpirationError;

/** PUT /class/attendance/codes/{attendance_code_id}; a 200 whose body carries `error` failed too (spec §7). */
export function useUpdateCodeExpiry(classId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CodeExpiryUpdate) => {
      const reply = await api<{ error?: unknown; sqlMessage?: string } | null>(
        'PUT',
        `/class/attendance/codes/${body.attendance_code_id}`,
        { body },
      );
      if (reply?.error) throw new ApiError(200, { sqlMessage: reply.sqlMessage });
      return reply;
    },
    onSuccess: async () => {
      showAlert(CLASS_MESSAGES.codeExpirationUpdated);
      await client.invalidateQueries({ queryKey: codesKey(classId) });
    },
    onError: (error) => showAlert(updateFailure(error), 'error'),
  });
}

/** Copies a code for pasting into a message to learners: 'Copied Attendance Code To Clipboard'. */
export async function copyCode(code: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(code);
    showAlert(CLASS_MESSAGES.codeCopied);
  } catch {
    showAlert('The code could not be copied: select it and copy it by hand.', 'error');
  }
}
