import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleClient } from './console-client';
import { psql, startPostgres, stopPostgres } from './postgres-pair';
import { waitFor } from './processes';
import {
  type ClusterServer,
  killClusterServer,
  missingPackages,
  restartClusterServer,
  startTopology,
  stopTopology,
  type Topology,
} from './topology';

const missing = missingPackages();
if (missing.length > 0)
  console.warn(
    `The topology test is skipped: install ${missing.join(', ')} (apt-get install; .ci/run does).`,
  );

/** The replica lag bound of these servers: short, so the test sees reads go back to the primary. */
const MAX_LAG_SECONDS = 4;

describe.skipIf(missing.length > 0)(
  'more than one machine: two servers, a replica, Redis and HAProxy',
  () => {
    let topology: Topology;
    let front: number;
    let one: ClusterServer;
    let two: ClusterServer;
    const demo = () => {
      if (!topology.demo) throw new Error('the first server printed no demo account');
      return topology.demo;
    };
    const signedIn = async (port: number) => {
      const person = new ConsoleClient(topology.appHost);
      const answer = await person.call(port, 'POST', '/check-login', {
        body: { email: demo().email, password: demo().password },
      });
      expect(answer.status, answer.body).toBe(200);
      return person;
    };
    const readiness = async (port: number) =>
      (await fetch(`http://127.0.0.1:${port}/readyz`)).json() as Promise<{ replica?: string }>;
    const replica = () => topology.postgres.replica;
    const sharedViewsLogged = async (person: ConsoleClient, port: number) => {
      const answer = await person.call(port, 'GET', '/audit-log?filter[resource_type]=view&page[size]=100', {
        organization: 'demo',
      });
      expect(answer.status, answer.body).toBe(200);
      return (answer.json().data as Array<{ attributes: { resource_name: string } }>).map(
        (entry) => entry.attributes.resource_name,
      );
    };
    const saveSharedView = async (person: ConsoleClient, port: number, name: string) => {
      const answer = await person.call(port, 'POST', '/dashboard/views', {
        organization: 'demo',
        body: {
          data: {
            type: 'view',
            attributes: {
              grid_code: 'payments',
              name,
              access_scope: 'organization',
              is_favorite: false,
              position: 0,
            },
          },
        },
      });
      expect(answer.status, answer.body).toBe(201);
    };

    beforeAll(async () => {
      topology = await startTopology({
        servers: 2,
        demoPayments: '300,30',
        env: { REPLICA_MAX_LAG_SECONDS: String(MAX_LAG_SECONDS) },
      });
      front = topology.port;
      [one, two] = topology.servers as [ClusterServer, ClusterServer];
    }, 240_000);

    afterAll(async () => {
      if (topology) await stopTopology(topology, { remove: true });
    }, 120_000);

    it('signs a person in through one server and knows them on the other', async () => {
      const person = await signedIn(one.port);
      const user = await person.call(two.port, 'GET', '/user');
      expect(user.status, user.body).toBe(200);
      expect(user.json().data.attributes.email).toBe(demo().email);
      expect((await person.call(front, 'GET', '/user')).status).toBe(200);
    });

    it('counts a sign-in limit across servers (Redis)', async () => {
      const stranger = new ConsoleClient(topology.appHost);
      const wrong = { body: { email: 'nobody-topology@example.com', password: 'not-the-password-1' } };
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 10; attempt += 1)
        statuses.push(
          (await stranger.call(attempt % 2 ? two.port : one.port, 'POST', '/check-login', wrong)).status,
        );
      expect(statuses.every((status) => status !== 429)).toBe(true);
      expect((await stranger.call(one.port, 'POST', '/check-login', wrong)).status).toBe(429);
      expect((await stranger.call(two.port, 'POST', '/check-login', wrong)).status).toBe(429);
    });

    it('lists a saved view made through one server on the other', async () => {
      const person = await signedIn(one.port);
      await saveSharedView(person, one.port, 'Made on one');
      const views = await person.call(two.port, 'GET', '/dashboard/views?filter[grid_code]=payments', {
        organization: 'demo',
      });
      expect(views.status, views.body).toBe(200);
      expect(
        (views.json().data as Array<{ attributes: { name: string } }>).map((view) => view.attributes.name),
      ).toContain('Made on one');
    });

    it('reads grids from the replica, and a session right after its own write from the primary', async () => {
      const reader = await signedIn(one.port);
      const writer = await signedIn(two.port);
      await waitFor('both servers reading the replica', async () => {
        const states = await Promise.all([readiness(one.port), readiness(two.port)]);
        return states.every((state) => state.replica === 'in_use');
      });
      const metrics = await fetch(`http://127.0.0.1:${one.port}/metrics`, {
        headers: { authorization: `Bearer ${topology.metricsToken}` },
      });
      const scraped = await metrics.text();
      expect(scraped).toMatch(/^paygrid_replica_in_use 1$/m);
      expect(scraped).toMatch(/^paygrid_replica_lag_seconds \d/m);
      // Both sign-ins replayed, and seen replayed by each server's look at the replica: then the replay stops.
      await sleep(1500);
      await psql(replica(), topology.postgres.database, 'select pg_wal_replay_pause()');
      try {
        await saveSharedView(writer, two.port, 'Written while the replica waits');
        // The writer reads its write (the primary), wherever HAProxy sends it; the reader, on the replica, does not.
        for (const port of [one.port, two.port, front])
          expect(await sharedViewsLogged(writer, port)).toContain('Written while the replica waits');
        for (const port of [one.port, two.port])
          expect(await sharedViewsLogged(reader, port)).not.toContain('Written while the replica waits');
        // Past the lag bound every read goes to the primary, and /readyz says why while staying ready.
        await waitFor(
          'the replica reported lagging',
          async () => (await readiness(one.port)).replica === 'lagging',
          MAX_LAG_SECONDS * 1000 + 10_000,
        );
        expect(await sharedViewsLogged(reader, one.port)).toContain('Written while the replica waits');
      } finally {
        await psql(replica(), topology.postgres.database, 'select pg_wal_replay_resume()');
      }
      await waitFor('the replica in use again', async () => (await readiness(one.port)).replica === 'in_use');
    });

    it('answers every request while the replica is stopped, and reads it again once it is back', async () => {
      const person = await signedIn(one.port);
      await sleep(1000);
      await stopPostgres(replica());
      try {
        for (let round = 0; round < 3; round += 1) {
          for (const port of [one.port, two.port, front]) {
            const grid = await person.call(port, 'GET', '/payments?page[size]=5', { organization: 'demo' });
            expect(grid.status, grid.body).toBe(200);
            const home = await person.call(port, 'GET', '/dashboard/home', { organization: 'demo' });
            expect(home.status, home.body).toBe(200);
            const summary = await person.call(port, 'GET', '/payments/summary', { organization: 'demo' });
            expect(summary.status, summary.body).toBe(200);
            expect((await person.call(port, 'GET', '/currencies?page[size]=3')).status).toBe(200);
          }
        }
        const ready = await fetch(`http://127.0.0.1:${two.port}/readyz`);
        expect(ready.status).toBe(200);
        expect(await ready.json()).toMatchObject({ status: 'ready', replica: 'unreachable' });
      } finally {
        await startPostgres(replica());
      }
      await waitFor(
        'the replica in use again',
        async () => (await readiness(two.port)).replica === 'in_use',
        30_000,
      );
    });

    it('answers again through HAProxy once a killed server is back', async () => {
      const person = await signedIn(front);
      await killClusterServer(two);
      two = await restartClusterServer(topology, two.name);
      // HAProxy takes it back after one good check a second: then every request is answered.
      await sleep(2500);
      for (let index = 0; index < 20; index += 1) {
        const grid = await person.call(front, 'GET', '/payments?page[size]=5', { organization: 'demo' });
        expect(grid.status, grid.body).toBe(200);
      }
      expect((await person.call(two.port, 'GET', '/user')).status).toBe(200);
    });
  },
);
