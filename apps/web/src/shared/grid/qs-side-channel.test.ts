import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

type Channel = {
  assert: (key: unknown) => void;
  delete: (key: unknown) => boolean;
  get: (key: unknown) => unknown;
  has: (key: unknown) => boolean;
  set: (key: unknown, value: unknown) => void;
};
const require = createRequire(import.meta.url);
const ours = require('./qs-side-channel.cjs') as () => Channel;
const theirs = require('side-channel') as () => Channel;

const keys = [{}, [], () => undefined, 'a', 1, null, undefined, Symbol.for('k')];

/** What a channel answers to a call, or the fact that it threw. */
const answer = (run: () => unknown) => {
  try {
    return { value: run() };
  } catch {
    return { threw: true };
  }
};

describe('decision 0088: the side channel the browser build gives qs answers as the side-channel package does', () => {
  it('any sequence of set, get, has, delete and assert over object and other keys', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            call: fc.constantFrom('set', 'get', 'has', 'delete', 'assert'),
            key: fc.nat(keys.length - 1),
            value: fc.integer(),
          }),
          { maxLength: 40 },
        ),
        (calls) => {
          const a = ours();
          const b = theirs();
          for (const { call, key, value } of calls) {
            const k = keys[key];
            const run = (channel: Channel) => () =>
              call === 'set' ? channel.set(k, value) : channel[call as Exclude<typeof call, 'set'>](k);
            expect(answer(run(a))).toEqual(answer(run(b)));
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
