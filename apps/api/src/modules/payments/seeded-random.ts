/**
 * A seeded pseudo-random source (mulberry32): the same seed gives the same demo payments on every machine.
 * Not for secrets. Hand-written because it is six lines and the library alternatives need a generator object
 * threaded through every call.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = ReturnType<typeof seededRandom>;

/** One of the weighted choices. */
export function pick<T>(random: Random, choices: ReadonlyArray<readonly [T, number]>): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return (choices.at(-1) as readonly [T, number])[0];
}

export const integerBelow = (random: Random, limit: number): number => Math.floor(random() * limit);

/** A seed from any text (an organisation alias and mode), so each data set differs yet repeats. */
export function seedOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619);
  return hash >>> 0;
}

/** One of the items, equally likely. */
export const oneOf = <T>(random: Random, items: ReadonlyArray<T>): T =>
  items[integerBelow(random, items.length)] as T;
