import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The HTML alternative, when the e-mail has one (sent as multipart/alternative with the text). */
  html?: string | null | undefined;
  /** Used to name the .eml file and as a stable Message-ID. */
  reference: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * Real e-mail through nodemailer: to SMTP_URL when set; otherwise each message is
 * rendered to an .eml file in the outbox folder, where a newcomer can open it.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'outboxDir' | 'mailFrom'>): Mailer {
  const messageId = (ref: string) => `<${ref}@cpe-admin>`;
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          messageId: messageId(mail.reference),
        });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        messageId: messageId(mail.reference),
      });
      await mkdir(config.outboxDir, { recursive: true });
      // Same reference, same file: a job that runs twice leaves one message.
      await writeFile(path.join(config.outboxDir, `${mail.reference}.eml`), info.message as Buffer);
    },
  };
}
