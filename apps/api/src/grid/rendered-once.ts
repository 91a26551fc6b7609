import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/**
 * A fragment without parameters as its rendered text. Drizzle walks every column and table of a fragment each time
 * a query is rendered: the payments grid's select list alone cost about 80 µs a request, a tenth of the request's
 * CPU under load. A fragment with parameters is kept as it is (its placeholders are numbered per query).
 * @internal Exported for tests only.
 */
export function renderedOnce(fragment: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  return params.length === 0 ? sql.raw(text) : fragment;
}

/** One rendered fragment per owner and key, made on first use (grids are declared once per process). */
export function renderedPerKey<Owner extends object>(): (owner: Owner, key: string, make: () => SQL) => SQL {
  const byOwner = new WeakMap<Owner, Map<string, SQL>>();
  return (owner, key, make) => {
    let kept = byOwner.get(owner);
    if (!kept) {
      kept = new Map();
      byOwner.set(owner, kept);
    }
    let fragment = kept.get(key);
    if (!fragment) {
      fragment = renderedOnce(make());
      kept.set(key, fragment);
    }
    return fragment;
  };
}
