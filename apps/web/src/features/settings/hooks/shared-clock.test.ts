import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedClock } from './shared-clock';

describe('sharedClock', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('keeps one Date through a period and tells every listener when it is renewed, with one timer', () => {
    const clock = sharedClock(30_000);
    const first = clock.now();
    const heard: string[] = [];
    const stopA = clock.subscribe(() => heard.push('a'));
    const stopB = clock.subscribe(() => heard.push('b'));
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(29_999);
    expect(clock.now()).toBe(first);
    vi.advanceTimersByTime(1);
    expect(heard).toEqual(['a', 'b']);
    expect(clock.now().toISOString()).toBe('2026-11-26T10:00:30.000Z');
    stopA();
    stopB();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is not stale when read again after nobody listened for longer than a period', () => {
    const clock = sharedClock(30_000);
    clock.subscribe(() => undefined)();
    vi.advanceTimersByTime(95_000);
    expect(clock.now().toISOString()).toBe('2026-11-26T10:01:35.000Z');
  });
});
