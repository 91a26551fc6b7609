import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { walPosition, walPositionText } from './wal-position';

const position = fc.bigInt({ min: 0n, max: (1n << 64n) - 1n });

describe('walPosition', () => {
  it('reads what PostgreSQL prints, in either case', () => {
    expect(walPosition('0/0')).toBe(0n);
    expect(walPosition('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
    expect(walPosition('16/b374d848')).toBe((0x16n << 32n) + 0xb374d848n);
    expect(walPosition('FFFFFFFF/FFFFFFFF')).toBe((1n << 64n) - 1n);
  });

  it('reads anything else as no position', () => {
    for (const text of [
      undefined,
      null,
      '',
      '16',
      '16/',
      '/1',
      '1/2/3',
      'G/1',
      '123456789/1',
      ' 0/1',
      '0/1;x',
    ]) {
      expect(walPosition(text), String(text)).toBeUndefined();
    }
  });

  it('prints and reads back every position, keeping their order', () => {
    fc.assert(
      fc.property(position, position, (a, b) => {
        const [readA, readB] = [walPosition(walPositionText(a)), walPosition(walPositionText(b))];
        expect(readA).toBe(a);
        expect(readA !== undefined && readB !== undefined && readA < readB).toBe(a < b);
      }),
    );
  });
});
