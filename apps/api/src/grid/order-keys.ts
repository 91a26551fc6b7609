import {
  type GridDeclaration,
  type SortItem,
  type SortValueType,
  serializeSort,
  sortDeclarationsOf,
} from '@paygrid/domain';
import type { SQLWrapper } from 'drizzle-orm';

export type OrderKey = { param: string; type: SortValueType; sql: SQLWrapper; direction: 'asc' | 'desc' };

/** The requested sort (or the grid's default), then the tie-breaker: the ORDER BY and a cursor's keys. */
export function orderKeys(
  declaration: GridDeclaration,
  sorts: Readonly<Record<string, SQLWrapper>>,
  sort: ReadonlyArray<SortItem>,
): OrderKey[] {
  const declared = sortDeclarationsOf(declaration);
  const requested = sort.length > 0 ? sort : declaration.defaultSort;
  const keys: OrderKey[] = [];
  for (const item of requested) {
    const found = declared.find((candidate) => candidate.param === item.param);
    const expression = sorts[item.param];
    if (found && expression && !keys.some((key) => key.param === item.param))
      keys.push({ param: found.param, type: found.type, sql: expression, direction: item.direction });
  }
  const tie = declaration.tieBreaker;
  const tieSql = sorts[tie.param];
  if (!tieSql) throw new Error(`grid ${declaration.code}: no SQL for its tie-breaker ${tie.param}`);
  if (!keys.some((key) => key.param === tie.param))
    keys.push({ param: tie.param, type: tie.type, sql: tieSql, direction: keys[0]?.direction ?? 'asc' });
  return keys;
}

export const signatureOf = (keys: ReadonlyArray<OrderKey>) => serializeSort(keys);

export const invertKeys = (keys: ReadonlyArray<OrderKey>): OrderKey[] =>
  keys.map((key) => ({ ...key, direction: key.direction === 'asc' ? 'desc' : 'asc' }));
