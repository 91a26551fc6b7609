import { getTableName, sql } from 'drizzle-orm';
import { isTable } from 'drizzle-orm/table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { createMailer, type Mailer } from '../../mail/mailer';
import { createTestApp, type TestApp } from '../../test/app';
import { ApiClient } from '../../test/client';
import { type MailCatcher, startMailCatcher } from '../../test/mail-catcher';
import { signedInUser, TEST_PASSWORD } from '../../test/users';
import { mailOutbox } from '../mail-outbox/tables';
import { drainOutbox } from '../mail-outbox/worker';
import { users } from '../users/tables';
import { resolveAccountMail } from './account-mail-requests';

let catcher: MailCatcher;
let testApp: TestApp;
let visitor: ApiClient;
let mailer: Mailer;

beforeAll(async () => {
  catcher = await startMailCatcher();
  // The worker does not poll during the test: each request's own writes are what is counted.
  mailer = createMailer({
    smtpUrl: catcher.url,
    from: 'Paygrid <no-reply@paygrid.localhost>',
    dataDir: '.',
    logger: { info: () => {} },
  });
  testApp = await createTestApp({ SMTP_URL: catcher.url, MAIL_POLL_MS: '60000' }, { mailer });
  visitor = new ApiClient(testApp.app);
  await signedInUser(testApp, 'known@example.com');
  await testApp.database.db.insert(users).values({
    email: 'unconfirmed@example.com',
    firstName: 'Una',
    lastName: 'Confirmed',
    passwordHash: 'not-a-hash',
    emailConfirmedAt: null,
    preferences: { locale: 'en' },
  });
});
afterAll(async () => {
  await testApp.close();
  mailer.close();
  await catcher.close();
});

/** postgres.js answers an array, PGlite an object holding `rows`. */
async function rowsOf(query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  const result = await testApp.database.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
}

/** How many rows each table gained while `call` ran. */
async function rowsWrittenBy(call: () => Promise<unknown>): Promise<Record<string, number>> {
  const count = async () => {
    const counts: Record<string, number> = {};
    for (const table of Object.values(schema).filter(isTable)) {
      const [row] = await rowsOf(sql`select count(*)::int as n from ${table}`);
      counts[getTableName(table)] = Number(row?.n);
    }
    return counts;
  };
  const before = await count();
  await call();
  const after = await count();
  return Object.fromEntries(
    Object.entries(after)
      .map(([name, n]) => [name, n - (before[name] ?? 0)] as const)
      .filter(([, gained]) => gained !== 0),
  );
}

const post = (path: string, body: object) => async () => {
  const answer = await visitor.post(path, body);
  expect(answer.statusCode).toBe(202);
  return answer.body;
};

const registration = (email: string) => ({
  first_name: 'Reg',
  last_name: 'Istrant',
  email,
  password: TEST_PASSWORD,
});

describe('ASVS 6.3.8 (issue 10): a request about a known address does the same writes as one about an unknown address', () => {
  it.each([
    ['POST /resetting', '/resetting', { email: 'known@example.com' }, { email: 'nobody-1@example.com' }],
    [
      'POST /registration/confirmation/resend',
      '/registration/confirmation/resend',
      { email: 'unconfirmed@example.com' },
      { email: 'nobody-2@example.com' },
    ],
    [
      'POST /registration',
      '/registration',
      registration('known@example.com'),
      registration('nobody-3@example.com'),
    ],
  ])(
    '%s: one outbox row and the throttle counters, whoever the address belongs to',
    async (_name, path, known, unknown) => {
      // The client's address counter exists before either is measured, so both start from the same counters.
      await post(path, { ...unknown, email: `warm-up-${path.length}@example.com` })();
      const forKnown = await rowsWrittenBy(post(path, known));
      const forUnknown = await rowsWrittenBy(post(path, unknown));
      expect(forKnown).toEqual(forUnknown);
      expect(forKnown.mail_outbox).toBe(1);
      // Registration is throttled by the client's address alone, so its counter was already there.
      expect(Object.keys(forKnown).filter((table) => table !== 'rate_limit_counters')).toEqual([
        'mail_outbox',
      ]);
    },
  );

  it('the worker turns the requests into mail for the known addresses and discards the rest', async () => {
    const seen = catcher.mails.length;
    await drainOutbox(testApp.database.db, mailer, resolveAccountMail);
    const mailed = catcher.mails
      .slice(seen)
      .map((mail) => `${mail.to}: ${mail.subject}`)
      .sort();
    expect(mailed).toEqual([
      'known@example.com: Reset your Paygrid password',
      'known@example.com: Someone tried to register your e-mail with Paygrid',
      'nobody-3@example.com: Confirm your Paygrid registration',
      'unconfirmed@example.com: Confirm your Paygrid registration',
      'warm-up-13@example.com: Confirm your Paygrid registration',
    ]);
    const states = await testApp.database.db.select().from(mailOutbox);
    expect(states.filter((row) => row.state === 'discarded')).toHaveLength(2 + 2);
    // A resolved request keeps nothing of itself (a registration's password hash rode in it).
    expect(states.every((row) => row.request === null)).toBe(true);
  });
});
