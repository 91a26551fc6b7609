import { type SQL, sql } from 'drizzle-orm';

/**
 * A LIMIT written into the statement's text instead of sent as a parameter. With `LIMIT $n` PostgreSQL's generic
 * plan must guess a tenth of the rows, so it never looks as cheap as a custom one and every execution of the
 * prepared statement is planned again; with the number in the text the plan is made once per connection (ADR 0081).
 * Only for the few row counts a query is asked with (page sizes up to 100, fixed caps): each is a statement of its own.
 */
export function literalLimit(rows: number): SQL {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new RangeError(`not a row count: ${rows}`);
  return sql.raw(String(rows));
}
