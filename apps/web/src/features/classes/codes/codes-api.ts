import { type attendanceCode, CLASS_MESSAGES, calls } from '@cpe/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';
import { call } from '../../../lib/call.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';

export type AttendanceCode = z.infer<typeof attendanceCode>;

/** The source_name of codes this product generated (the contract's); codes from any other source are the LMS's to change. */
export { PRODUCT_CODE_SOURCE as PRODUCT_SOURCE_NAME } from '@cpe/contract';

export const codesKey = (classId: number) => ['class', classId, 'attendance-codes'] as const;

/** GET /class/attendance/codes/{id}: the class's codes, one per class or one per day. */
export function useAttendanceCodes(classId: number) {
  return useQuery({
    queryKey: codesKey(classId),
    queryFn: ({ signal }) => call(calls.listAttendanceCodes, { params: { id: classId }, signal }),
  });
}

export interface CodeExpiryUpdate {
  attendance_code_id: number;
  expiration_date: string | null;
  aoa_expiration_date: string | null;
}

// The server's sqlMessage when it sent one, else the fixed message.
const updateFailure = (error: unknown) =>
  error instanceof ApiError && error.body?.sqlMessage ? error.body.sqlMessage : CLASS_MESSAGES.codeExpirationError;

/** PUT /class/attendance/codes/{attendance_code_id}; the response reads error, shown as the failure it names. */
export function useUpdateCodeExpiry(classId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CodeExpiryUpdate) => call(calls.updateCodeExpiry, { params: { id: body.attendance_code_id }, body }),
    onSuccess: async (reply) => {
      if (reply.error) showAlert(reply.error, 'error');
      else showAlert(reply.message || CLASS_MESSAGES.codeExpirationUpdated);
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
