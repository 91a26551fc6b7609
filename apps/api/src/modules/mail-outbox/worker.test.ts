import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from '../../mail/mailer';
import { createTestApp, type TestApp } from '../../test/app';
import { ApiClient } from '../../test/client';
import { freshDatabase, type TestDatabase } from '../../test/database';
import { type MailCatcher, startMailCatcher } from '../../test/mail-catcher';
import { signedInUser } from '../../test/users';
import { resolveAccountMail } from '../auth/account-mail-requests';
import { enqueueMail } from './outbox';
import { mailOutbox } from './tables';
import { drainOutbox } from './worker';

let catcher: MailCatcher;
let database: TestDatabase;
let smtp: Mailer;
/** The real SMTP mailer, counting its sends: a request must make none. */
let sends = 0;
const counting = (): Mailer => ({
  send: async (mail) => {
    sends += 1;
    await smtp.send(mail);
  },
  close: () => {},
});

beforeAll(async () => {
  catcher = await startMailCatcher();
  database = await freshDatabase();
  smtp = createMailer({
    smtpUrl: catcher.url,
    from: 'Paygrid <no-reply@paygrid.localhost>',
    dataDir: '.',
    logger: { info: () => {} },
  });
});
afterAll(async () => {
  smtp.close();
  await database.close();
  await catcher.close();
});

/** A server whose worker does not poll during the test: the test drains the outbox itself. */
const quietServer = () =>
  createTestApp({ SMTP_URL: catcher.url, MAIL_POLL_MS: '60000' }, { database, mailer: counting() });

const rows = () => database.db.select().from(mailOutbox);

describe('ASVS 6.3.8 (issue 10): mail goes through the outbox, never from the request', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await quietServer();
    await signedInUser(app, 'known@example.com');
  });
  afterAll(async () => {
    await app.close();
  });

  it('a reset for a known and an unknown address each write one request row and make no SMTP call', async () => {
    await database.db.delete(mailOutbox);
    sends = 0;
    const visitor = new ApiClient(app.app);
    const known = await visitor.post('/resetting', { email: 'known@example.com' });
    const unknown = await visitor.post('/resetting', { email: 'nobody@example.com' });
    expect(known.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(sends).toBe(0);
    const queued = await rows();
    expect(queued).toHaveLength(2);
    expect(queued.map((row) => row.request)).toEqual([
      expect.objectContaining({ kind: 'password-reset', email: 'known@example.com' }),
      expect.objectContaining({ kind: 'password-reset', email: 'nobody@example.com' }),
    ]);
    expect(queued.every((row) => row.recipient === null)).toBe(true);

    const seen = catcher.mails.length;
    await drainOutbox(database.db, counting(), resolveAccountMail);
    expect(sends).toBe(1);
    expect((await catcher.next('known@example.com', seen)).subject).toBe('Reset your Paygrid password');
    const done = await rows();
    expect(done.map((row) => row.state).sort()).toEqual(['discarded', 'sent']);
    // A sent mail's body (its one-time link) is not kept.
    expect(done.find((row) => row.state === 'sent')?.textBody).toBeNull();
  });

  it('a refusing SMTP server neither fails the request nor loses the mail: it is retried with backoff', async () => {
    await database.db.delete(mailOutbox);
    catcher.refuse(true);
    const visitor = new ApiClient(app.app);
    try {
      const answer = await visitor.post('/registration', {
        first_name: 'M',
        last_name: 'F',
        email: 'mailfail@example.com',
        password: 'Harbour-Lantern-42',
      });
      expect(answer.statusCode).toBe(202);
      await drainOutbox(database.db, counting(), resolveAccountMail);
    } finally {
      catcher.refuse(false);
    }
    const [failed] = await rows();
    expect(failed).toMatchObject({ state: 'pending', attempts: 1 });
    expect(failed?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    await database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date() })
      .where(eq(mailOutbox.id, failed?.id as string));
    const seen = catcher.mails.length;
    await drainOutbox(database.db, counting(), resolveAccountMail);
    await catcher.next('mailfail@example.com', seen);
    expect((await rows())[0]?.state).toBe('sent');
  });

  it('workers claim with FOR UPDATE SKIP LOCKED: three draining at once send each mail exactly once', async () => {
    await database.db.delete(mailOutbox);
    for (let index = 0; index < 25; index += 1) {
      await enqueueMail(database.db, {
        to: `many-${index}@example.com`,
        subject: 'Once',
        text: 'once',
        html: '<p>once</p>',
        links: [],
      });
    }
    const seen = catcher.mails.length;
    await Promise.all([
      drainOutbox(database.db, smtp, resolveAccountMail),
      drainOutbox(database.db, smtp, resolveAccountMail),
      drainOutbox(database.db, smtp, resolveAccountMail),
    ]);
    const delivered = catcher.mails.slice(seen).map((mail) => mail.to);
    expect(delivered).toHaveLength(25);
    expect(new Set(delivered).size).toBe(25);
  });
});

describe('issue 10: a mail is never lost when the process stops', () => {
  it('mail queued before a stop is sent by the next server', async () => {
    await database.db.delete(mailOutbox);
    const first = await quietServer();
    await new ApiClient(first.app).post('/resetting', { email: 'known@example.com' });
    await first.close();
    expect((await rows()).filter((row) => row.state === 'pending')).toHaveLength(1);
    const seen = catcher.mails.length;
    const next = await createTestApp({ SMTP_URL: catcher.url }, { database });
    try {
      await catcher.next('known@example.com', seen);
    } finally {
      await next.close();
    }
  });
});
