import { type FilterState, type FilterValues, searchWords, unixDateBounds } from '@paygrid/domain';
import { and, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { GridFilterColumn } from './grid-definition';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** §3 the meaning of one set filter as a SQL condition. */
function conditionOf(
  filter: GridFilterColumn,
  value: FilterValues[keyof FilterValues],
  timeZone: string,
): SQL | undefined {
  if (filter.type === 'toggle') return value === true && 'condition' in filter ? filter.condition : undefined;
  if (filter.type === 'search' && 'searchColumns' in filter) {
    // Every word must be a prefix of one of the declared search fields.
    const words = searchWords(value as string);
    return and(
      ...words.map((word) =>
        or(...filter.searchColumns.map((column) => sql`lower(${column}) like ${`${escapeLike(word)}%`}`)),
      ),
    );
  }
  if (!('column' in filter)) return undefined;
  const column: SQLWrapper = filter.column;
  switch (filter.type) {
    case 'boolean':
    case 'enumeration':
      return filter.array ? sql`${value} = any(${column})` : sql`${column} = ${value}`;
    case 'multiple-enumeration': {
      const values = value as string[];
      const list = sql.join(
        values.map((item) => sql`${item}`),
        sql`, `,
      );
      return filter.array ? sql`${column} && array[${list}]::text[]` : sql`${column} in (${list})`;
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
      return sql`${column} ilike ${`%${escapeLike(value as string)}%`}`;
    case 'unix-date': {
      const bounds = unixDateBounds(value as FilterValues['unix-date'], timeZone);
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
  filters: ReadonlyArray<GridFilterColumn>,
  state: FilterState,
  timeZone: string,
): SQL | undefined {
  const conditions = filters
    .map((filter) => {
      const value = state[filter.key];
      return value === undefined ? undefined : conditionOf(filter, value, timeZone);
    })
    .filter((condition): condition is SQL => condition !== undefined);
  return conditions.length > 0 ? and(...conditions) : undefined;
}
