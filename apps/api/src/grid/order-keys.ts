import {
  type GridDeclaration,
  type SortItem,
  type SortValueType,
  serializeSort,
  sortDeclarationsOf,
} from '@paygrid/domain';
import type { SQLWrapper } from 'drizzle-orm';
import type { SortSql } from './grid-sql';

export type OrderKey = { param: string; type: SortValueType; sql: SQLWrapper; direction: 'asc' | 'desc' };

/** The requested sort (or the grid's default), then the tie-breaker: the ORDER BY and a cursor's keys. */
export function orderKeys(
  declaration: GridDeclaration,
  sorts: Readonly<Record<string, SortSql>>,
  sort: ReadonlyArray<SortItem>,
  locale = 'en',
): OrderKey[] {
  const resolve = (param: string, type: SortValueType) => {
    const mapping = sorts[param];
    if (mapping === undefined) return undefined;
    return 'byLocale' in mapping
      ? { sql: mapping.byLocale(locale), type: mapping.type }
      : { sql: mapping as SQLWrapper, type };
  };
  const declared = sortDeclarationsOf(declaration);
  const requested = sort.length > 0 ? sort : declaration.defaultSort;
  const keys: OrderKey[] = [];
  // The tie-breaker follows the first sort asked for, not a key it sorts within.
  let asked: 'asc' | 'desc' | undefined;
  for (const item of requested) {
    const found = declared.find((candidate) => candidate.param === item.param);
    const resolved = found ? resolve(found.param, found.type) : undefined;
    if (!found || !resolved || keys.some((key) => key.param === item.param)) continue;
    const within = found.within ? resolve(found.within.param, found.within.type) : undefined;
    if (found.within && !within)
      throw new Error(
        `grid ${declaration.code}: no SQL for ${found.within.param}, which ${found.param} sorts within`,
      );
    if (found.within && within && !keys.some((key) => key.param === found.within?.param))
      keys.push({ param: found.within.param, ...within, direction: 'asc' });
    keys.push({ param: found.param, ...resolved, direction: item.direction });
    asked ??= item.direction;
  }
  const tie = declaration.tieBreaker;
  const tieKey = resolve(tie.param, tie.type);
  if (!tieKey) throw new Error(`grid ${declaration.code}: no SQL for its tie-breaker ${tie.param}`);
  if (!keys.some((key) => key.param === tie.param))
    keys.push({ param: tie.param, ...tieKey, direction: asked ?? 'asc' });
  return keys;
}

export const signatureOf = (keys: ReadonlyArray<OrderKey>) => serializeSort(keys);

export const invertKeys = (keys: ReadonlyArray<OrderKey>): OrderKey[] =>
  keys.map((key) => ({ ...key, direction: key.direction === 'asc' ? 'desc' : 'asc' }));
