import { declaredGrids } from '@paygrid/domain/grid/grids/declared-grids';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import uk from '../../locales/uk.json';

const lookup = (messages: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);

describe('every label a grid declares has its words in en and uk', () => {
  // Every declared grid, so a new one (or the payments grid, once left out) cannot go unchecked.
  it.each([...declaredGrids.values()].map((grid) => [grid.code, grid] as const))('%s', (_, grid) => {
    const keys = [
      ...grid.columns.flatMap((column) =>
        column.groupLabelKey === undefined ? [column.labelKey] : [column.labelKey, column.groupLabelKey],
      ),
      ...grid.filters.map((filter) => filter.labelKey),
    ];
    for (const key of keys) {
      expect(typeof lookup(en, key), `en ${key}`).toBe('string');
      expect(typeof lookup(uk, key), `uk ${key}`).toBe('string');
    }
  });
});
