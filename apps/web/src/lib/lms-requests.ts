/**
 * How the screens name an LMS request (the server's lms_sync_requests: its action and its
 * status), for the LMS events of a course or class and the classes' LMS column.
 */
const ACTIONS: Readonly<Record<string, string>> = {
  'course-sync': 'Course sync',
  'class-import': 'Class sync',
  'class-push': 'Class sent to the LMS',
  'class-certify': 'Certification',
  'csod-local-learning': 'Local learning sent to the LMS',
  'ecpe-send': 'External CPE sent to the LMS',
};

const STATUSES: Readonly<Record<string, string>> = {
  queued: 'Queued',
  sent: 'In progress',
  done: 'Done',
  failed: 'Failed',
};

export const lmsActionLabel = (action: string): string => ACTIONS[action] ?? action;
export const lmsStatusLabel = (status: string): string => STATUSES[status] ?? status;

/** Still with the LMS: queued, or sent and not yet answered. */
export const lmsInFlight = (status: string | null): boolean => status === 'queued' || status === 'sent';
