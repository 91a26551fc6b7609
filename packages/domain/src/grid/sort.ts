/** §3 sort direction. */
export type SortDirection = 'asc' | 'desc';
export type SortItem = { param: string; direction: SortDirection };

/** §7: comma-separated params, a minus prefix means descending. Empty parts are dropped. */
export const parseSort = (text: string | undefined): SortItem[] =>
  (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && part !== '-')
    .map((part) =>
      part.startsWith('-')
        ? { param: part.slice(1), direction: 'desc' as const }
        : { param: part, direction: 'asc' as const },
    );

export const serializeSort = (sort: ReadonlyArray<SortItem>): string =>
  sort.map((item) => (item.direction === 'desc' ? `-${item.param}` : item.param)).join(',');

/**
 * §4: cursor sort is inverted when paging from the end.
 * @internal Exported for tests only: the API's grid tests use it.
 */
export const invertSort = (sort: ReadonlyArray<SortItem>): SortItem[] =>
  sort.map((item) => ({ param: item.param, direction: item.direction === 'asc' ? 'desc' : 'asc' }));
