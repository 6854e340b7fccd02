/**
 * The public entry of the email module: what app.ts, the seed, the CLI and other modules may use.
 * Nothing outside the module imports its other files (ADR 0060).
 */
export { createMailer, type Mailer } from './mailer.ts';
export {
  type Delivery,
  deliverEmail,
  enqueueEmail,
  enqueueEmails,
  type Mail,
  recordEmail,
  SEND_EMAIL_JOB,
  sendEmailJob,
} from './outbox.ts';
