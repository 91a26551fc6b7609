import { stringifyQuery } from '@paygrid/domain/grid/query-string';
import { savedViewsListQuery } from '@paygrid/domain/grid/view-positions';

/** §7 the favourites of a grid, 100 a page (§9), every page asked for in turn until the last. */
export async function everyFavoritePage<Item>(
  gridCode: string,
  fetchPage: (query: string) => Promise<{ data: Item[]; meta: { pages: number } }>,
): Promise<Item[]> {
  const items: Item[] = [];
  for (let number = 1; ; number += 1) {
    const answer = await fetchPage(stringifyQuery(savedViewsListQuery(gridCode, number)));
    items.push(...answer.data);
    if (number >= answer.meta.pages) return items;
  }
}
