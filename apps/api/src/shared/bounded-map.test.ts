import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BoundedMap } from './bounded-map';

describe('BoundedMap', () => {
  it('drops the entry written longest ago when a new key goes over the limit', () => {
    const map = new BoundedMap<string, number>(2).set('a', 1).set('b', 2).set('a', 3).set('c', 4);
    expect(map.get('b')).toBeUndefined();
    expect([map.get('a'), map.get('c'), map.size]).toEqual([3, 4, 2]);
  });

  it('never holds more than its limit, and always the newest value of the keys written last', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.tuple(fc.nat(8), fc.nat())),
        (limit, writes) => {
          const map = new BoundedMap<number, number>(limit);
          for (const [key, value] of writes) map.set(key, value);
          expect(map.size).toBeLessThanOrEqual(limit);
          const last = writes.at(-1);
          if (last) expect(map.get(last[0])).toBe(last[1]);
        },
      ),
    );
  });

  it('refuses a limit below one', () => {
    expect(() => new BoundedMap(0)).toThrow(RangeError);
  });
});
