import { once } from 'node:events';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// mailparser is installed for apps/api only (its hoisted copy conflicts); the web tests borrow that one.
const requireFromApi = createRequire(new URL('../../../api/package.json', import.meta.url));
const { simpleParser } = requireFromApi('mailparser') as typeof import('mailparser');

export type Mailbox = {
  /** `smtp://127.0.0.1:<port>`, for the server's SMTP_URL. */
  url: string;
  /** Waits for the next message to `to` whose subject matches, and returns it. */
  waitFor: (to: string, subject?: RegExp, timeoutMs?: number) => Promise<ParsedMail>;
  /** The first link in a message whose path starts with `path`. */
  linkIn: (mail: ParsedMail, path: string) => URL;
  stop: () => Promise<void>;
};

const recipientsOf = (mail: ParsedMail): string[] => {
  const fields = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return fields.flatMap((field) => field.value.map((address) => (address.address ?? '').toLowerCase()));
};

/** A real SMTP server on 127.0.0.1 that keeps every message it receives, parsed. */
export async function startMailbox(): Promise<Mailbox> {
  const received: ParsedMail[] = [];
  const taken = new Set<ParsedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;

  const waitFor = async (to: string, subject?: RegExp, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const mail = received.find(
        (candidate) =>
          !taken.has(candidate) &&
          recipientsOf(candidate).includes(to.toLowerCase()) &&
          (!subject || subject.test(candidate.subject ?? '')),
      );
      if (mail) {
        taken.add(mail);
        return mail;
      }
      await sleep(100);
    }
    throw new Error(`no mail to ${to}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms`);
  };

  const linkIn = (mail: ParsedMail, path: string) => {
    const text = `${mail.text ?? ''}\n${typeof mail.html === 'string' ? mail.html : ''}`;
    for (const match of text.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
      const url = new URL(match[0].replaceAll('&amp;', '&'));
      if (url.pathname.startsWith(path)) return url;
    }
    throw new Error(`no link to ${path} in the mail "${mail.subject ?? ''}"`);
  };

  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { url: `smtp://127.0.0.1:${port}`, waitFor, linkIn, stop };
}
