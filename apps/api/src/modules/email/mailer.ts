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

/** RFC 5322: a line of a message holds at most 998 characters. */
const MAX_LINE = 998;

/**
 * A text part as it is, in UTF-8 with 8bit transfer encoding, when every line fits: an outbox
 * file is read by people, who copy its links. Quoted-printable (what the transport picks for a
 * long or non-ASCII line) wraps lines with '=' and writes '=' as '=3D', which broke every
 * /password?token=… link copied from the file (issue 27). A line too long for 8bit is left to
 * the transport's encoding.
 */
function outboxPart(type: 'text/plain' | 'text/html', content: string): string | { raw: string } {
  if (content.split(/\r?\n/).some((line) => Buffer.byteLength(line) > MAX_LINE)) return content;
  return { raw: `Content-Type: ${type}; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n${content}` };
}

/**
 * Real e-mail through nodemailer: to SMTP_URL when set; otherwise each message is
 * rendered to an .eml file in the outbox folder, where a newcomer can open it and copy
 * its links (its parts in 8bit, outboxPart).
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
      const long = [mail.text, mail.html ?? ''].some((c) => typeof outboxPart('text/plain', c) === 'string');
      // One encoding for the message: every part 8bit, or (a line too long) the transport's own.
      const part = (type: 'text/plain' | 'text/html', content: string) => (long ? content : outboxPart(type, content));
      const info = await transport.sendMail({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: part('text/plain', mail.text),
        ...(mail.html ? { html: part('text/html', mail.html) } : {}),
        messageId: messageId(mail.reference),
      });
      await mkdir(config.outboxDir, { recursive: true });
      // Same reference, same file: a job that runs twice leaves one message.
      await writeFile(path.join(config.outboxDir, `${mail.reference}.eml`), info.message as Buffer);
    },
  };
}
