import { parseQueryString } from '@paygrid/domain/grid/list-request';
import { describe, expect, it } from 'vitest';
import { everyFavoritePage } from './every-page';

describe('§7 saved views are read through every page, 100 a page', () => {
  it('asks page 1, 2, 3 of the favourites of the grid and joins them in order', async () => {
    const asked: unknown[] = [];
    const items = await everyFavoritePage('currencies', async (query) => {
      const parsed = parseQueryString(query) as { page: { number: string; size: string } };
      asked.push(parsed);
      const number = Number(parsed.page.number);
      return { data: [`p${number}a`, `p${number}b`], meta: { pages: 3 } };
    });
    expect(items).toEqual(['p1a', 'p1b', 'p2a', 'p2b', 'p3a', 'p3b']);
    expect(asked).toEqual(
      [1, 2, 3].map((number) => ({
        filter: { grid_code: 'currencies', is_favorite: 'true' },
        page: { size: '100', number: String(number) },
      })),
    );
  });

  it('stops after one page when there is nothing, or only one page', async () => {
    let calls = 0;
    const none = await everyFavoritePage('currencies', async () => {
      calls += 1;
      return { data: [], meta: { pages: 0 } };
    });
    expect(none).toEqual([]);
    expect(calls).toBe(1);
  });
});
