import { describe, expect, it } from 'vitest';
import { Problem } from '../http/problem';
import { inFlightGate } from './in-flight-gate';

describe('work in flight in one process (password checks, crops: issues 9 and 33)', () => {
  it('V15.2.2 runs at most its limit at once, refuses the rest at once, and a finished slot is free again', async () => {
    const gate = inFlightGate(2, () => new Problem(429, 'busy'));
    const finishers: Array<() => void> = [];
    const held = () =>
      gate.run(
        () =>
          new Promise<string>((resolve) => {
            finishers.push(() => resolve('done'));
          }),
      );
    const first = held();
    const second = held();
    let refusals = 0;
    await expect(
      gate.run(
        async () => 'never',
        async () => {
          refusals += 1;
        },
      ),
    ).rejects.toMatchObject({ status: 429 });
    expect(refusals).toBe(1);
    finishers[0]?.();
    expect(await first).toBe('done');
    const third = held();
    await expect(gate.run(async () => 'never')).rejects.toBeInstanceOf(Problem);
    finishers[1]?.();
    finishers[2]?.();
    expect([await second, await third]).toEqual(['done', 'done']);
    expect(await gate.run(async () => 'free')).toBe('free');
  });

  it('gives the slot back when the work fails', async () => {
    const gate = inFlightGate(1, () => new Problem(429, 'busy'));
    await expect(gate.run(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await gate.run(async () => 'free')).toBe('free');
  });
});
