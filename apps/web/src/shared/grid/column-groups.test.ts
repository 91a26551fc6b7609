import { describe, expect, it } from 'vitest';
import { headerGroups } from './column-groups';

describe('§3 groupLabel: the grouped header row', () => {
  it('joins neighbours of one group, leaves ungrouped columns alone and splits a group columns moved apart', () => {
    expect(
      headerGroups([
        { param: 'code' },
        { param: 'parent', groupLabel: 'Backing' },
        { param: 'vendor', groupLabel: 'Backing' },
        { param: 'name' },
        { param: 'rate', groupLabel: 'Backing' },
      ]),
    ).toEqual([
      { key: 'code', label: undefined, span: 1 },
      { key: 'parent', label: 'Backing', span: 2 },
      { key: 'name', label: undefined, span: 1 },
      { key: 'rate', label: 'Backing', span: 1 },
    ]);
  });

  it('has no row when no column is grouped', () => {
    expect(headerGroups([{ param: 'code' }, { param: 'name' }])).toEqual([]);
  });
});
