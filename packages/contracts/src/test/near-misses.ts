import fc from 'fast-check';

const removed = Symbol('removed');

type Path = ReadonlyArray<string | number>;

function pathsOf(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return [path, ...value.flatMap((item, index) => pathsOf(item, [...path, index]))];
  if (typeof value === 'object' && value !== null)
    return [path, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key]))];
  return [path];
}

function replaced(value: unknown, path: Path, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement === removed ? undefined : replacement;
  if (Array.isArray(value)) {
    const copy = [...value];
    if (rest.length > 0 || replacement !== removed)
      copy[Number(head)] = replaced(copy[Number(head)], rest, replacement);
    else copy.splice(Number(head), 1);
    return copy;
  }
  const copy: Record<string | number, unknown> = { ...(value as object) };
  if (rest.length > 0 || replacement !== removed) copy[head] = replaced(copy[head], rest, replacement);
  else delete copy[head];
  return copy;
}

/** A wrong value of another kind, or none at all. */
const stranger = fc.oneof(
  fc.constant(removed),
  fc.constant(null),
  fc.string({ maxLength: 3 }),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 2 }),
);

/**
 * Answers a server might send by mistake: a valid one with one part (anywhere in it) replaced, removed or one key
 * added; and any JSON at all. A guard and its zod schema must give the same verdict on each.
 */
export const nearMisses = (valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc.oneof(
    valid,
    fc.tuple(valid, fc.nat(), stranger).map(([value, pick, replacement]) => {
      const paths = pathsOf(value);
      return replaced(value, paths[pick % paths.length] ?? [], replacement);
    }),
    fc
      .tuple(valid, fc.string({ maxLength: 4 }), fc.jsonValue({ maxDepth: 1 }))
      .map(([value, key, extra]) =>
        typeof value === 'object' && value !== null && !Array.isArray(value)
          ? { ...value, [key]: extra }
          : value,
      ),
    fc.jsonValue({ maxDepth: 3 }),
  );
