import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { literalLimit } from './literal-limit';

describe('literalLimit (ADR 0081)', () => {
  it('writes the row count into the text, not as a parameter', () => {
    const query = new PgDialect().sqlToQuery(sql`select 1 from t where a = ${'x'} limit ${literalLimit(21)}`);
    expect(query.sql).toBe('select 1 from t where a = $1 limit 21');
    expect(query.params).toEqual(['x']);
  });

  it('refuses anything but a whole, non-negative number', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) {
      expect(() => literalLimit(bad)).toThrow(RangeError);
    }
    expect(() => literalLimit(0)).not.toThrow();
  });
});
