import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type CaughtMail = { to: string; subject: string; text: string; html: string };

/** A real SMTP server on 127.0.0.1 that keeps every message it is sent, parsed. */
export type MailCatcher = {
  url: string;
  mails: CaughtMail[];
  /** The newest mail to `to` that arrives after `since` (a count of mails seen before). */
  next(to: string, since?: number): Promise<CaughtMail>;
  /** Makes the server refuse every message until called with false. */
  refuse(refusing: boolean): void;
  close(): Promise<void>;
};

const recipientsOf = (mail: ParsedMail): string => {
  const to = mail.to;
  if (!to) return '';
  return (Array.isArray(to) ? to : [to]).map((address) => address.text).join(', ');
};

export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (refusing) {
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })),
        );
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          mails.push({
            to: recipientsOf(mail),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: String(mail.html || ''),
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    next: async (to, since = 0) => {
      const deadline = Date.now() + 5000;
      while (Date.now() < deadline) {
        const found = mails
          .slice(since)
          .filter((mail) => mail.to.includes(to))
          .at(-1);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no mail to ${to} arrived`);
    },
    refuse: (value) => {
      refusing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text that goes to `path`. */
export function linkIn(mail: CaughtMail, path: string): URL {
  const match = mail.text.match(new RegExp(`https?://[^\\s]*${path.replace(/[/?]/g, '\\$&')}[^\\s]*`));
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  return new URL(match[0]);
}
