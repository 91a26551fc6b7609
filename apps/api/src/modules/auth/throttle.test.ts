import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { ApiClient } from '../../test/client';
import { redisAnswers, TEST_REDIS_URL } from '../../test/redis';
import { signedInUser, TEST_PASSWORD } from '../../test/users';
import { ARGON2_OPTIONS, createPasswordHasher, type PasswordHasher } from './password-hasher';
import { MAX_FAILURES_PER_CLIENT } from './throttle';

const REDIS_URL = TEST_REDIS_URL;
const redisUp = await redisAnswers(REDIS_URL);

/** The real argon2id hasher, counting the password checks it runs. */
function countingHasher(): PasswordHasher & { checks: number } {
  const real = createPasswordHasher({ ...ARGON2_OPTIONS, memoryCost: 4096, timeCost: 1 });
  const counting = {
    checks: 0,
    hash: real.hash,
    verify: (hash: string, password: string) => {
      counting.checks += 1;
      return real.verify(hash, password);
    },
    verifyDummy: (password: string) => {
      counting.checks += 1;
      return real.verifyDummy(password);
    },
  };
  return counting;
}

const login = (client: ApiClient, email: string, password: string) =>
  client.post('/check-login', { email, password });

async function burstThenRightPassword(testApp: TestApp, hasher: { checks: number }, email: string) {
  await signedInUser(testApp, email);
  const before = hasher.checks;
  const attacker = new ApiClient(testApp.app, undefined, '198.51.100.66');
  const answers = await Promise.all(
    Array.from({ length: 50 }, () => login(attacker, email, 'Wrong-password-1')),
  );
  const checks = hasher.checks - before;
  const right = await login(attacker, email, TEST_PASSWORD);
  return { answers, checks, right };
}

describe('throttles that hold under a burst (ASVS 6.3.1)', () => {
  const hasher = countingHasher();
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({}, { hasher });
  });
  afterAll(() => testApp.close());

  it('checks at most 10 of 50 parallel wrong passwords, and answers the right one 429', async () => {
    const { answers, checks, right } = await burstThenRightPassword(testApp, hasher, 'burst@example.com');
    expect(checks).toBeLessThanOrEqual(MAX_FAILURES_PER_CLIENT);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(checks);
    // Past the first 10, each is refused before any work: 429, or 503 while the password-check gate is full.
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(40);
    expect(statuses.every((status) => [401, 429, 503].includes(status))).toBe(true);
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts a right password as no failure: ten good sign-ins in a row all pass', async () => {
    await signedInUser(testApp, 'regular@example.com');
    const person = new ApiClient(testApp.app, undefined, '198.51.100.67');
    for (let round = 0; round < 12; round += 1) {
      expect((await login(person, 'regular@example.com', TEST_PASSWORD)).statusCode).toBe(200);
    }
  });
});

describe.skipIf(!redisUp)('throttles counted in Redis when REDIS_URL is set (ASVS 6.3.1)', () => {
  const hasher = countingHasher();
  let testApp: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    testApp = await createTestApp({ REDIS_URL }, { hasher });
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    redis.disconnect();
    await testApp.close();
  });

  it('checks at most 10 of 50 parallel wrong passwords, with the counters in Redis', async () => {
    const email = `redis-burst-${Date.now()}@example.com`;
    const { checks, right } = await burstThenRightPassword(testApp, hasher, email);
    expect(checks).toBeLessThanOrEqual(MAX_FAILURES_PER_CLIENT);
    expect(right.statusCode).toBe(429);
    const keys = await redis.keys(`paygrid:hits:login:*${email}*`);
    expect(keys.length).toBeGreaterThan(0);
  });
});

describe('no lockout as a weapon (ASVS 6.1.1)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({}, { hasher: countingHasher() });
  });
  afterAll(() => testApp.close());

  it('lets the owner sign in from another address after an attacker’s 10 failures from one', async () => {
    await signedInUser(testApp, 'victim@example.com');
    const attacker = new ApiClient(testApp.app, undefined, '203.0.113.200');
    for (let attempt = 0; attempt < 12; attempt += 1)
      await login(attacker, 'victim@example.com', 'Guess-123456');
    expect((await login(attacker, 'victim@example.com', TEST_PASSWORD)).statusCode).toBe(429);
    const owner = new ApiClient(testApp.app, undefined, '192.0.2.10');
    expect((await login(owner, 'victim@example.com', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('never stops a known device of the account, even once the account-wide limit is reached', {
    timeout: 120_000,
  }, async () => {
    await signedInUser(testApp, 'target@example.com');
    const owner = new ApiClient(testApp.app, undefined, '192.0.2.20');
    expect((await login(owner, 'target@example.com', TEST_PASSWORD)).statusCode).toBe(200);
    expect(owner.cookies.get('paygrid_device')).toBeTruthy();
    // An attacker rotating addresses spends the account-wide 100 failures.
    for (let attempt = 0; attempt < 101; attempt += 1) {
      const rotating = new ApiClient(
        testApp.app,
        undefined,
        `198.18.${Math.floor(attempt / 9)}.${attempt % 9}`,
      );
      await login(rotating, 'target@example.com', 'Guess-123456');
    }
    const stranger = new ApiClient(testApp.app, undefined, '192.0.2.21');
    expect((await login(stranger, 'target@example.com', TEST_PASSWORD)).statusCode).toBe(429);
    expect((await login(owner, 'target@example.com', TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY takes hops, not every header a client writes (ASVS 6.3.1)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ TRUST_PROXY: '1' }, { hasher: countingHasher() });
  });
  afterAll(() => testApp.close());

  it('keeps counting one client who rotates X-Forwarded-For behind one proxy', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 60; attempt += 1) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/check-login',
        remoteAddress: '10.0.0.5',
        headers: {
          host: 'app.localhost:3000',
          'x-requested-with': 'XMLHttpRequest',
          // The client's invented hop first, then the address the load balancer saw.
          'x-forwarded-for': `198.51.100.${attempt}, 203.0.113.77`,
        },
        payload: { email: `nobody-${attempt}@example.com`, password: 'Guess-123456' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 429).length).toBe(10);
  });
});

describe('a burst of logins starves nobody else (overload)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('keeps GET /system/environment answering 200 under 300 parallel logins; beyond 8 checks, 503 Retry-After 1', async () => {
    const logins = Array.from({ length: 300 }, (_, index) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/v1/check-login',
        remoteAddress: `10.${Math.floor(index / 250)}.${index % 250}.1`,
        headers: { host: 'app.localhost:3000', 'x-requested-with': 'XMLHttpRequest' },
        payload: { email: `crowd-${index}@example.com`, password: 'Guess-123456' },
      }),
    );
    const polls: number[] = [];
    const polling = (async () => {
      for (let poll = 0; poll < 20; poll += 1) {
        const response = await testApp.app.inject({
          method: 'GET',
          url: '/api/v1/system/environment',
          headers: { host: 'app.localhost:3000' },
        });
        polls.push(response.statusCode);
      }
    })();
    const answers = await Promise.all(logins);
    await polling;
    expect(polls.every((status) => status === 200)).toBe(true);
    const busy = answers.filter((answer) => answer.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.every((answer) => answer.headers['retry-after'] === '1')).toBe(true);
    expect(answers.every((answer) => answer.statusCode === 401 || answer.statusCode === 503)).toBe(true);
  });
});
