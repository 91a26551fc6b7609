import {
  type FilterState,
  type FilterValues,
  type GridDeclaration,
  type GridFilterDeclaration,
  searchWords,
  unixDateBounds,
} from '@paygrid/domain';
import { and, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { FilterSql } from './grid-sql';
import { searchCondition } from './search-sql';

/** §3 the meaning of one set filter as a SQL condition. */
function conditionOf(
  filter: GridFilterDeclaration,
  mapping: FilterSql,
  value: FilterValues[keyof FilterValues],
  context: { timeZone: string; now: number },
): SQL | undefined {
  if ('condition' in mapping) return value === true ? mapping.condition : undefined;
  if ('searchColumns' in mapping)
    return searchCondition(searchWords(value as string), mapping.searchColumns, {
      identifierPrefix: mapping.identifierPrefix,
      minWordLength: filter.minWordLength,
    });
  const column: SQLWrapper = mapping.column;
  switch (filter.type) {
    case 'boolean':
    case 'enumeration':
      return mapping.array ? sql`${value} = any(${column})` : sql`${column} = ${value}`;
    case 'multiple-enumeration': {
      const list = sql.join(
        (value as string[]).map((item) => sql`${item}`),
        sql`, `,
      );
      return mapping.array ? sql`${column} && array[${list}]::text[]` : sql`${column} in (${list})`;
    }
    case 'number': {
      const number = value as FilterValues['number'];
      if ('eq' in number) return sql`${column} = ${number.eq}::numeric`;
      return and(
        number.gte !== undefined ? sql`${column} >= ${number.gte}::numeric` : undefined,
        number.lte !== undefined ? sql`${column} <= ${number.lte}::numeric` : undefined,
      );
    }
    case 'string':
      return sql`${column} ilike ${`%${(value as string).replace(/[\\%_]/g, (char) => `\\${char}`)}%`}`;
    case 'unix-date': {
      const bounds = unixDateBounds(value as FilterValues['unix-date'], context.timeZone, context.now);
      return and(
        bounds.gte !== undefined ? sql`${column} >= to_timestamp(${bounds.gte})` : undefined,
        bounds.lt !== undefined ? sql`${column} < to_timestamp(${bounds.lt})` : undefined,
      );
    }
    default:
      return undefined;
  }
}

/** The WHERE of a grid's filter state: every set filter must hold. */
export function filterCondition(
  declaration: GridDeclaration,
  mappings: Readonly<Record<string, FilterSql>>,
  state: FilterState,
  context: { timeZone: string; now: number },
): SQL | undefined {
  const conditions = declaration.filters.flatMap((filter) => {
    const value = state[filter.key];
    const mapping = mappings[filter.key];
    if (value === undefined || !mapping) return [];
    const condition = conditionOf(filter, mapping, value, context);
    return condition ? [condition] : [];
  });
  return conditions.length > 0 ? and(...conditions) : undefined;
}
