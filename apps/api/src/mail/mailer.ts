import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { ulid } from 'ulid';
import { PRIVATE_FILE, PRIVATE_FOLDER } from '../shared/private-files';
import type { RenderedMail } from './templates/layout';

export type OutgoingMail = RenderedMail & { to: string };

export type Mailer = {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

type LogLine = (entry: Record<string, unknown>, message: string) => void;
/** The server's logger, or any with these levels; `debug` may be left out where nobody reads it. */
type MailLog = { info: LogLine; debug?: LogLine };

export type MailerOptions = {
  smtpUrl?: string | undefined;
  from: string;
  dataDir: string;
  logger: MailLog;
};

/**
 * Over SMTP when SMTP_URL is set; otherwise each mail becomes an .eml file in DATA_DIR/outbox. Its links (one-time
 * tokens) go to the log only in development (NODE_ENV=development): a log is no place for a live token.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.resolve(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const info = await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      // A mail holds a live reset or invitation link: readable by the console's user alone.
      await mkdir(outbox, { recursive: true, mode: PRIVATE_FOLDER });
      const file = path.join(outbox, `${ulid()}.eml`);
      await writeFile(file, info.message as Buffer, { mode: PRIVATE_FILE });
      // The address (and an invitation's subject, with the inviter's name) is personal: debug only (ASVS 5.0 V16.2.5).
      options.logger.info(
        { ...(process.env.NODE_ENV === 'development' ? { links: mail.links } : {}), file },
        'mail written to the outbox',
      );
      options.logger.debug?.({ to: mail.to, subject: mail.subject, file }, 'outbox mail recipient');
    },
    close: () => transport.close(),
  };
}
