import { AOA_MESSAGES, AOA_OBJECT_TYPE, type AoaResponse, calls, type validateAttendCodeResponse } from '@cpe/contract';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';
import { call } from '../../../lib/call.ts';
import { useDocumentUpload } from '../../../lib/documents/use-document-upload.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { aoaKey, useAoaResource, useAoaWrite } from '../api/aoa-queries.ts';

/** Roster add method id 4 is for attendance-code adds. */
const ADDED_BY_ATTENDANCE_CODE = 4;

export type CodeReply = z.infer<typeof validateAttendCodeResponse>;
export type CodeOutcome = { severity: 'success' | 'error'; message: string };

/** The message of a code check, from the flags (the server's own error text when it gives one). */
export function codeOutcome(reply: CodeReply): CodeOutcome {
  if (reply.is_valid_attend_code) return { severity: 'success', message: AOA_MESSAGES.codeVerified };
  if (reply.is_expired) return { severity: 'error', message: AOA_MESSAGES.codeExpired };
  return { severity: 'error', message: reply.error ?? AOA_MESSAGES.codeWrongClass };
}

/**
 * After a valid code the requestor is added to the class roster with POST
 * /class/participant/{classId} and roster add method 4 (attendance code); the code check
 * has already put them there, so this is idempotent, and a 409 (already attached) is not an
 * error. Only the requestor sends it: staff verifying a learner's code must not put
 * themselves on the roster.
 */
async function addToRoster(classId: number, requestorId: number): Promise<void> {
  const me = sessionStore.get().user;
  if (!me || me.person_id !== requestorId) return;
  try {
    await call(calls.addParticipant, {
      params: { classId },
      body: {
        in_person_id: me.person_id,
        in_is_external_learner: me.person_type === 'external' ? 1 : 0,
        in_created_by: me.person_id,
        in_roster_add_method_id: ADDED_BY_ATTENDANCE_CODE,
      },
    });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) throw error;
  }
}

/**
 * PUT /aoa/validate-attend-code, then (valid) the roster add; the AOA reloads either way.
 * Success goes to the alert bar (the code form goes away once the AOA is verified); a
 * refused code is said beside the field.
 */
export function useValidateCode(aoa: AoaResponse) {
  const { requestId, classId, requestor_id } = aoa.aoaDetails;
  return useAoaWrite(
    requestId,
    async (attendCode: string) => {
      const reply = await call(calls.validateAoaAttendCode, { body: { requestId, attendCode, classId } });
      if (reply.is_valid_attend_code) await addToRoster(classId, requestor_id);
      return reply;
    },
    { success: (reply) => (reply.is_valid_attend_code ? AOA_MESSAGES.codeVerified : null) },
  );
}

/** GET /aoa/docs/{requestId}: the documents backing the AOA, and the attachment types to upload them as. */
export const useAoaDocuments = (requestId: number) =>
  useAoaResource(requestId, 'documents', (signal) => call(calls.listAoaDocuments, { params: { requestId }, signal }));

/** POST /aoa/docs/{requestId} (multipart): one document; the AOA and its documents reload. */
export const useUploadAoaDocument = (requestId: number) =>
  useDocumentUpload(
    aoaKey(requestId),
    `/aoa/docs/${requestId}`,
    {},
    { learning_object_type_id: AOA_OBJECT_TYPE, learning_object_id: requestId },
  );

/** PUT /docs/remove/{docId}: a document of the AOA removed (the learning-object layer checks the AOA may be changed). */
export const useRemoveAoaDocument = (requestId: number) =>
  useAoaWrite(requestId, (docId: number) => call(calls.removeDocument, { params: { docId } }));
