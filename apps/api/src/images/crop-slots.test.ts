import { describe, expect, it } from 'vitest';
import { cropSlots } from './crop-slots';

describe('crop slots of one process (issue 33, ADR 0096)', () => {
  it('V15.2.2 gives at most its capacity at once, and a slot given back once is free again', () => {
    const slots = cropSlots(2);
    const first = slots.take();
    const second = slots.take();
    expect(first).toBeTypeOf('function');
    expect(second).toBeTypeOf('function');
    expect(slots.take()).toBeUndefined();
    first?.();
    first?.();
    const third = slots.take();
    expect(third).toBeTypeOf('function');
    expect(slots.take()).toBeUndefined();
    second?.();
    third?.();
    expect(slots.take()).toBeTypeOf('function');
  });
});
