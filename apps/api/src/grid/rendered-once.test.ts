import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { payments } from '../modules/payments/tables';
import { renderedOnce, renderedPerKey } from './rendered-once';

const dialect = new PgDialect();
const render = (fragment: ReturnType<typeof sql>) => dialect.sqlToQuery(fragment);

describe('fragments rendered once', () => {
  it('renders a fragment without parameters to the same text, and keeps one with parameters as it is', () => {
    const fragment = sql`${payments.id} as ${sql.identifier('id')}, ${payments.createdAt}`;
    const rendered = renderedOnce(fragment);
    expect(render(sql`select ${rendered} from ${payments} where ${payments.id} = ${'p1'}`)).toEqual(
      render(sql`select ${fragment} from ${payments} where ${payments.id} = ${'p1'}`),
    );
    const withParameter = sql`${payments.amountMinor} > ${100}`;
    expect(renderedOnce(withParameter)).toBe(withParameter);
    // Its placeholder is numbered in the query it joins.
    expect(
      render(sql`select 1 where ${payments.id} = ${'p1'} and ${renderedOnce(withParameter)}`),
    ).toMatchObject({
      sql: 'select 1 where "payments"."id" = $1 and "payments"."amount_minor" > $2',
      params: ['p1', 100],
    });
  });

  it('makes a fragment once per owner and key', () => {
    const perKey = renderedPerKey<object>();
    const owner = {};
    let made = 0;
    const make = () => {
      made += 1;
      return sql`${payments.status}`;
    };
    const first = perKey(owner, 'a', make);
    expect(perKey(owner, 'a', make)).toBe(first);
    perKey(owner, 'b', make);
    perKey({}, 'a', make);
    expect(made).toBe(3);
  });
});
