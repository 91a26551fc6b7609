import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { freshDatabase, type TestDatabase } from '../test/database';
import { cappedTotal, ESTIMATE_TTL_MS, estimateQuery, PlannerEstimates, TOTAL_CAP } from './capped-total';

let database: TestDatabase;
let ran: string[] = [];
let watched: Db;

/** A table of `rows` numbers, analysed, so the planner knows its size. */
async function probeTable(name: string, rows: number): Promise<void> {
  await database.db.execute(
    sql`create table ${sql.identifier(name)} as select g as n from generate_series(1, ${rows}::int) g`,
  );
  await database.db.execute(sql`analyze ${sql.identifier(name)}`);
}

beforeAll(async () => {
  database = await freshDatabase();
  await probeTable('total_probe_huge', 150_000);
  await probeTable('total_probe_small', 50);
  watched = new Proxy(database.db, {
    get(target, property, receiver) {
      if (property !== 'execute') return Reflect.get(target, property, receiver);
      return (query: Parameters<typeof target.execute>[0]) => {
        ran.push(new PgDialect().sqlToQuery(query as SQL).sql);
        return target.execute(query);
      };
    },
  });
});
afterAll(() => database.close());

const kinds = () => ran.map((text) => (text.startsWith('explain') ? 'explain' : 'count'));

describe('the capped total remembers the planner’s estimate for a minute (ADR 0073)', () => {
  it('a large WHERE estimated a moment ago is answered without a query; a minute later it is planned again', async () => {
    let now = 1_000_000;
    const estimates = new PlannerEstimates(() => now);
    ran = [];
    const first = await cappedTotal(watched, sql`total_probe_huge`, undefined, estimates);
    expect(first.estimated).toBe(true);
    expect(kinds()).toEqual(['explain']);
    ran = [];
    expect(await cappedTotal(watched, sql`total_probe_huge`, undefined, estimates)).toEqual(first);
    expect(ran).toEqual([]);
    // Another WHERE is another estimate.
    await cappedTotal(watched, sql`total_probe_huge`, sql`n > ${10}`, estimates);
    expect(kinds()).toEqual(['explain']);
    now += ESTIMATE_TTL_MS + 1;
    ran = [];
    await cappedTotal(watched, sql`total_probe_huge`, undefined, estimates);
    expect(kinds()).toEqual(['explain']);
  });

  it('a small WHERE estimated a moment ago is counted exactly, without planning it again', async () => {
    const estimates = new PlannerEstimates();
    ran = [];
    expect(await cappedTotal(watched, sql`total_probe_small`, undefined, estimates)).toEqual({
      total: 50,
      estimated: false,
    });
    expect(kinds()).toEqual(['explain', 'count']);
    await database.db.execute(sql`insert into total_probe_small select g from generate_series(51, 60) g`);
    ran = [];
    expect(await cappedTotal(watched, sql`total_probe_small`, undefined, estimates)).toEqual({
      total: 60,
      estimated: false,
    });
    expect(kinds()).toEqual(['count']);
  });

  it('a table that grew past the cap since its small estimate is planned afresh', async () => {
    const estimates = new PlannerEstimates();
    await probeTable('total_probe_growing', 10);
    await cappedTotal(watched, sql`total_probe_growing`, undefined, estimates);
    await database.db.execute(
      sql`insert into total_probe_growing select g from generate_series(11, 20000) g`,
    );
    await database.db.execute(sql`analyze total_probe_growing`);
    ran = [];
    const grown = await cappedTotal(watched, sql`total_probe_growing`, undefined, estimates);
    expect(kinds()).toEqual(['count', 'explain']);
    expect(grown.estimated).toBe(true);
    expect(grown.total).toBeGreaterThanOrEqual(TOTAL_CAP);
    expect(grown.total).toBeGreaterThan(15_000);
    // Counted past the cap: the next pages of the minute neither plan nor count.
    ran = [];
    expect(await cappedTotal(watched, sql`total_probe_growing`, undefined, estimates)).toEqual(grown);
    expect(ran).toEqual([]);
  });

  it('a WHERE between the cap and ten times it is counted once a minute, not on every page', async () => {
    let now = 5_000_000;
    const estimates = new PlannerEstimates(() => now);
    await probeTable('total_probe_middle', 30_000);
    ran = [];
    const first = await cappedTotal(watched, sql`total_probe_middle`, undefined, estimates);
    expect(kinds()).toEqual(['explain', 'count']);
    expect(first.estimated).toBe(true);
    expect(first.total).toBeGreaterThan(20_000);
    ran = [];
    now += ESTIMATE_TTL_MS / 2;
    expect(await cappedTotal(watched, sql`total_probe_middle`, undefined, estimates)).toEqual(first);
    expect(ran).toEqual([]);
    // A minute after it was planned, it is planned and counted again.
    now += ESTIMATE_TTL_MS / 2 + 1;
    ran = [];
    await cappedTotal(watched, sql`total_probe_middle`, undefined, estimates);
    expect(kinds()).toEqual(['explain', 'count']);
  });

  it('a count past the cap keeps the age of the estimate beside it: a minute after the plan, both run again', async () => {
    let now = 9_000_000;
    const estimates = new PlannerEstimates(() => now);
    await probeTable('total_probe_aging', 30_000);
    // Planned now, not yet counted (as when the rows were fewer than the cap at the time).
    estimates.remember(estimates.keyOf(estimateQuery(sql`total_probe_aging`, undefined)), 30_000);
    now += ESTIMATE_TTL_MS / 2;
    ran = [];
    expect((await cappedTotal(watched, sql`total_probe_aging`, undefined, estimates)).estimated).toBe(true);
    expect(kinds()).toEqual(['count']);
    // A minute and a millisecond after the plan, half a minute after the count: the estimate is too old.
    now += ESTIMATE_TTL_MS / 2 + 1;
    ran = [];
    await cappedTotal(watched, sql`total_probe_aging`, undefined, estimates);
    expect(kinds()).toEqual(['explain', 'count']);
  });

  it('a WHERE counted below the cap is counted again on every page: an exact total is never remembered', async () => {
    const estimates = new PlannerEstimates();
    ran = [];
    await cappedTotal(watched, sql`total_probe_small`, sql`n > ${5}`, estimates);
    ran = [];
    await cappedTotal(watched, sql`total_probe_small`, sql`n > ${5}`, estimates);
    expect(kinds()).toEqual(['count']);
  });
});
