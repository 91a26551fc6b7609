import { describe, expect, it } from 'vitest';
import { rowOffsetAfter, rowOffsetOf } from './row-offset';

const page = { kind: 'cursor' as const, size: 20 };

describe('§4 where a cursor page sits (rows 41–60 of …)', () => {
  it('the first page is at 0 whatever the history says; a cursor page reads its history entry', () => {
    expect(rowOffsetOf(page, null)).toBe(0);
    expect(rowOffsetOf({ ...page, after: 'x' }, { gridRowOffset: 40 })).toBe(40);
    expect(rowOffsetOf({ ...page, after: 'x' }, null)).toBeUndefined();
    expect(rowOffsetOf({ ...page, before: 'x' }, { gridRowOffset: -3 })).toBeUndefined();
    expect(rowOffsetOf({ ...page, reversed: true }, { gridRowOffset: 0 })).toBeUndefined();
    expect(rowOffsetOf({ kind: 'number', size: 20, number: 3 }, null)).toBe(40);
  });

  it('next adds the rows shown, prev steps one page back, first is 0, last is unknown', () => {
    expect(rowOffsetAfter({ type: 'next' }, 20, 20, 20)).toBe(40);
    expect(rowOffsetAfter({ type: 'prev' }, 40, 20, 20)).toBe(20);
    expect(rowOffsetAfter({ type: 'prev' }, undefined, 20, 20)).toBeUndefined();
    expect(rowOffsetAfter({ type: 'first' }, undefined, 20, 20)).toBe(0);
    expect(rowOffsetAfter({ type: 'last' }, 40, 20, 20)).toBeUndefined();
  });
});
