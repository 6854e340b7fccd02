import { CLASS_MESSAGES, calls, type verifyCodeResponse } from '@cpe/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/call.ts';

/** A class the learner may enter a code for (GET /class/attendable: Uncertified, a class day within a day of today). */
export interface AttendableClass {
  id: number;
  class_title: string;
  /** The class's dates, YYYY-MM-DD, in day order. */
  dates: string[];
}

export type VerifyCodeReply = z.infer<typeof verifyCodeResponse>;
export type Outcome = { severity: 'success' | 'error'; message: string };

export function useAttendableClasses() {
  return useQuery({
    queryKey: ['class', 'attendable'],
    queryFn: ({ signal }) => call(calls.listAttendableClasses, { signal }),
  });
}

/** The three code-check messages, from the flags rather than free text, so the screen says exactly them. */
export function outcomeOf(reply: VerifyCodeReply): Outcome {
  if (reply.is_valid_attend_code) return { severity: 'success', message: CLASS_MESSAGES.codeVerified };
  if (reply.is_expired) return { severity: 'error', message: CLASS_MESSAGES.codeExpired };
  return { severity: 'error', message: CLASS_MESSAGES.codeWrongClass };
}

/** POST /class/attend-code: a valid code adds the learner to the roster, attended today. */
export function useVerifyCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { classId: number; attendCode: string }) => call(calls.verifyAttendCode, { body }),
    onSuccess: (reply) => {
      if (reply.is_valid_attend_code) void client.invalidateQueries({ queryKey: ['class', 'attendable'] });
    },
  });
}
