import { describe, expect, it } from 'vitest';
import { deliveryPollMs } from './delivery-polling';

const now = Date.parse('2026-11-20T09:00:00.000Z');
const inSeconds = (seconds: number) => new Date(now + seconds * 1000).toISOString();

describe('reading deliveries again while one is about to be attempted (issue 37)', () => {
  it('polls every few seconds while a pending delivery is due within a minute', () => {
    expect(deliveryPollMs([{ status: 'pending', next_attempt_at: inSeconds(2) }], now)).toBe(3000);
    expect(deliveryPollMs([{ status: 'pending', next_attempt_at: inSeconds(-5) }], now)).toBe(3000);
  });

  it('stops asking when the attempt is long overdue (no worker), or when the reader hid the columns it needs', () => {
    expect(deliveryPollMs([{ status: 'pending', next_attempt_at: inSeconds(-180) }], now)).toBe(false);
    expect(deliveryPollMs([{ status: 'pending', next_attempt_at: null }], now)).toBe(false);
    expect(deliveryPollMs([{ status: 'pending' }], now)).toBe(false);
    expect(deliveryPollMs([{ next_attempt_at: inSeconds(2) }], now)).toBe(false);
  });

  it('stays still when nothing is due soon: every delivery settled, or the next retry minutes away', () => {
    expect(deliveryPollMs([], now)).toBe(false);
    expect(
      deliveryPollMs(
        [
          { status: 'succeeded', next_attempt_at: null },
          { status: 'failed', next_attempt_at: null },
          { status: 'pending', next_attempt_at: inSeconds(600) },
        ],
        now,
      ),
    ).toBe(false);
  });
});
