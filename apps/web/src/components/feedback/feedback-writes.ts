import type { QueryKey } from '@tanstack/react-query';

/** What a leave-feedback form sends: the field the note is about (if any) and the note. */
export interface FeedbackNote {
  field_identifier: string | null;
  feedback_note: string;
}

/**
 * How one record takes reviewer feedback (the adapter the feedback parts are fed): the
 * record's query key, under which its feedback list lives, so one invalidation after a
 * write refreshes the list, the step icons and the record; and its two writes. Course
 * (POST /agendas/feedback/{id}) and external CPE request (POST /requests/feedback) each
 * give one.
 */
export interface FeedbackWrites {
  recordKey: QueryKey;
  leave(page: string, note: FeedbackNote): Promise<unknown>;
  resolve(feedbackId: number, resolutionNote: string): Promise<unknown>;
}
