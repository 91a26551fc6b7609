import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { type ParsedMail, simpleParser } from 'mailparser';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMailer } from './mailer';
import { registrationConfirmationMail } from './templates/registration-confirmation';

const FROM = 'Paygrid <no-reply@paygrid.test>';
const LINK = 'http://app.localhost:3000/registration/confirmation?token=abc123';

describe('sending mail over real SMTP', () => {
  const received: ParsedMail[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
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
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the Ukrainian confirmation mail, in plain text and HTML, to the SMTP server', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: FROM,
      dataDir: os.tmpdir(),
      logger: { info: () => {} },
    });
    await mailer.send({
      to: 'olena@example.com',
      ...registrationConfirmationMail('uk', { firstName: 'Олена', confirmationUrl: LINK }),
    });
    mailer.close();

    expect(received).toHaveLength(1);
    const mail = received[0] as ParsedMail;
    expect(mail.subject).toBe('Підтвердіть реєстрацію в Paygrid');
    expect(mail.from?.text).toContain('no-reply@paygrid.test');
    expect(mail.text).toContain('Вітаємо, Олена!');
    expect(mail.text).toContain(LINK);
    expect(mail.html).toContain(`href="${LINK}"`);
  });
});

describe('the development outbox', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'paygrid-outbox-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('writes each mail as an .eml file and logs its links only in development (issue 10: no tokens in logs)', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const logged: unknown[] = [];
    const mailer = createMailer({
      from: FROM,
      dataDir,
      logger: { info: (entry: unknown) => logged.push(entry) },
    });
    await mailer.send({
      to: 'ann@example.com',
      ...registrationConfirmationMail('en', { firstName: 'Ann', confirmationUrl: LINK }),
    });

    const files = await readdir(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9A-Z]{26}\.eml$/);
    const mail = await simpleParser(await readFile(path.join(dataDir, 'outbox', files[0] as string)));
    expect(mail.subject).toBe('Confirm your Paygrid registration');
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('ann@example.com');
    expect(mail.text).toContain(`Confirm registration: ${LINK}`);
    expect(logged).toEqual([expect.objectContaining({ links: [LINK] })]);
    expect(JSON.stringify(logged)).not.toContain('ann@example.com');

    vi.stubEnv('NODE_ENV', 'production');
    logged.length = 0;
    await mailer.send({
      to: 'ann@example.com',
      ...registrationConfirmationMail('en', { firstName: 'Ann', confirmationUrl: LINK }),
    });
    expect(JSON.stringify(logged)).not.toContain(LINK);
    vi.unstubAllEnvs();
  });

  it('escapes what a user typed before it reaches the HTML', () => {
    const mail = registrationConfirmationMail('en', {
      firstName: '<script>x</script>',
      confirmationUrl: LINK,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;');
  });

  it('V16.2.5 logs a recipient (and the subject) only at debug: the info line of an outbox mail names no address', async () => {
    const linesAt = async (level: 'info' | 'debug') => {
      const lines: string[] = [];
      const capture = new Writable({
        write(chunk, _encoding, done) {
          lines.push(...String(chunk).split('\n').filter(Boolean));
          done();
        },
      });
      const mailer = createMailer({ from: FROM, dataDir, logger: pino({ level }, capture) });
      await mailer.send({
        to: 'private.reader@example.com',
        ...registrationConfirmationMail('en', { firstName: 'Ann', confirmationUrl: LINK }),
      });
      return lines.map((line) => JSON.parse(line) as { level: number; msg: string; to?: string });
    };

    const atInfo = await linesAt('info');
    expect(atInfo.map((line) => line.msg)).toEqual(['mail written to the outbox']);
    expect(JSON.stringify(atInfo)).not.toContain('private.reader@example.com');
    expect(JSON.stringify(atInfo)).not.toContain('Confirm your Paygrid registration');

    const atDebug = await linesAt('debug');
    expect(
      atDebug.filter((line) => line.to === 'private.reader@example.com').map((line) => line.level),
    ).toEqual([20]);
    expect(atDebug.find((line) => line.level === 30)?.to).toBeUndefined();
  });
});
