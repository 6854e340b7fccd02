/** A wait that polling loops await between calls (fake timers drive it in tests). */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Certification's queued status is polled every second (spec §9 'Polling … 1000 ms'). */
export const CERTIFY_POLL_MS = 1000;
/** The class sync status is polled every 3 seconds (spec §4, §9). */
export const CLASS_STATUS_POLL_MS = 3000;
/** Stop after this many polls (ten minutes at 3 s) rather than spin forever on a request the LMS lost. */
export const MAX_POLLS = 200;
