/**
 * Reads a bracket-format query string (§2, §7) as `qs.parse(query, QUERY_PARSE_OPTIONS)` does, with §9's limits
 * (array limit 20, depth 5, parameter limit 1000), without qs: a grid page reads its URL state on its first load, and
 * qs with its helpers is ~17 KiB gzipped there (issue 21, decision 0023). A property test holds the two together; the
 * server keeps qs (`parseQueryString`).
 */
const ARRAY_LIMIT = 20;
const DEPTH = 5;
const PARAMETER_LIMIT = 1000;

type Container = Record<string, unknown> | unknown[];

const has = (value: object, key: PropertyKey) => Object.hasOwn(value, key);
const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

// qs turns an array past the limit into an object with numeric keys and keeps adding at its highest index; a
// string meeting an object under one key becomes a list of both ("conflict"), which later values join.
const overflowed = new WeakMap<object, number>();
const conflicted = new WeakMap<object, number>();

const decode = (text: string): string => {
  const spaced = text.replace(/\+/g, ' ');
  if (!spaced.includes('%')) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
};

function arrayToObject(items: ReadonlyArray<unknown>): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  items.forEach((item, index) => {
    if (item !== undefined) object[index] = item;
  });
  return object;
}

const overflow = (items: ReadonlyArray<unknown>, highest: number) => {
  const object = arrayToObject(items);
  overflowed.set(object, highest);
  return object;
};

const countElements = (items: ReadonlyArray<unknown>) => items.filter((_, index) => has(items, index)).length;

function combine(first: unknown, second: unknown): unknown {
  const highest = isContainer(first) ? overflowed.get(first) : undefined;
  if (highest !== undefined) {
    let index = highest;
    for (const item of Array.isArray(second) ? second : [second]) {
      index += 1;
      (first as Record<string, unknown>)[index] = item;
    }
    overflowed.set(first as object, index);
    return first;
  }
  const items = ([] as unknown[]).concat(first, second);
  return items.length > ARRAY_LIMIT ? overflow(items, items.length - 1) : items;
}

/** `a[b][c]` → `a`, `[b]`, `[c]`; nothing when a part names a property every object has (`toString`). */
function segmentsOf(key: string): string[] | undefined {
  const segments: string[] = [];
  const first = key.indexOf('[');
  const parent = first >= 0 ? key.slice(0, first) : key;
  if (parent) {
    if (has(Object.prototype, parent)) return undefined;
    segments.push(parent);
  }
  let open = first;
  for (let collected = 0; open >= 0 && collected < DEPTH; collected += 1) {
    let level = 1;
    let close = -1;
    for (let index = open + 1; index < key.length && close < 0; index += 1) {
      if (key[index] === '[') level += 1;
      else if (key[index] === ']') {
        level -= 1;
        if (level === 0) close = index;
      }
    }
    if (close < 0) return [...segments, `[${key.slice(open)}]`];
    const segment = key.slice(open, close + 1);
    if (has(Object.prototype, segment.slice(1, -1))) return undefined;
    segments.push(segment);
    open = key.indexOf('[', close + 1);
  }
  if (open >= 0) segments.push(`[${key.slice(open)}]`);
  return segments;
}

function nest(segments: ReadonlyArray<string>, value: unknown): unknown {
  let leaf = value;
  for (const segment of [...segments].reverse()) {
    if (segment === '[]') {
      leaf = isContainer(leaf) && overflowed.has(leaf) ? leaf : combine([], leaf);
      continue;
    }
    const name = segment.startsWith('[') && segment.endsWith(']') ? segment.slice(1, -1) : segment;
    const index = Number.parseInt(name, 10);
    const isIndex = segment !== name && String(index) === name && index >= 0;
    if (isIndex && index < ARRAY_LIMIT) {
      const items: unknown[] = [];
      items[index] = leaf;
      leaf = items;
    } else if (isIndex) {
      const object: Record<string, unknown> = { [index]: leaf };
      overflowed.set(object, index);
      leaf = object;
    } else {
      leaf = name === '__proto__' ? {} : { [name]: leaf };
    }
  }
  return leaf;
}

const highestIndex = (object: object, floor: number) =>
  Object.keys(object).reduce((highest, key) => {
    const index = Number.parseInt(key, 10);
    return String(index) === key && index > highest ? index : highest;
  }, floor);

function mergeValue(target: unknown, source: unknown): unknown {
  if (!source) return target;
  if (!isContainer(source)) {
    if (Array.isArray(target)) {
      if (countElements(target) >= ARRAY_LIMIT) return overflow([...target, source], target.length);
      target[target.length] = source;
    } else if (isContainer(target)) {
      const highest = overflowed.get(target);
      const conflict = conflicted.get(target);
      if (highest !== undefined) {
        (target as Record<string, unknown>)[highest + 1] = source;
        overflowed.set(target, highest + 1);
      } else if (conflict !== undefined) {
        (target as Record<string, unknown>)[conflict + 1] = source;
        conflicted.set(target, conflict + 1);
      } else {
        const pair = [target, source];
        conflicted.set(pair, 1);
        return pair;
      }
    } else return [target, source];
    return target;
  }
  if (!isContainer(target)) {
    const highest = overflowed.get(source);
    if (highest !== undefined) {
      const shifted: Record<string, unknown> = { 0: target };
      for (const [key, item] of Object.entries(source)) shifted[Number.parseInt(key, 10) + 1] = item;
      overflowed.set(shifted, highest + 1);
      return shifted;
    }
    const items = ([target] as unknown[]).concat(source);
    return items.length > ARRAY_LIMIT ? overflow(items, items.length - 1) : items;
  }
  if (Array.isArray(target) && Array.isArray(source)) {
    source.forEach((item, index) => {
      if (!has(target, index)) target[index] = item;
      else if (isContainer(target[index]) && isContainer(item))
        target[index] = mergeValue(target[index], item);
      else target[target.length] = item;
    });
    return countElements(target) > ARRAY_LIMIT ? overflow(target, target.length - 1) : target;
  }
  let merged = target as Record<string, unknown>;
  if (Array.isArray(target)) {
    merged = arrayToObject(target);
    if (conflicted.has(target)) conflicted.set(merged, target.length - 1);
  }
  for (const [key, item] of Object.entries(source)) {
    const value = has(merged, key) ? mergeValue(merged[key], item) : item;
    Object.defineProperty(merged, key, { value, enumerable: true, writable: true, configurable: true });
    if (overflowed.has(source) && !overflowed.has(merged)) {
      overflowed.set(merged, highestIndex(merged, overflowed.get(source) ?? 0));
    }
    const index = Number.parseInt(key, 10);
    const isIndex = String(index) === key;
    const highest = overflowed.get(merged);
    if (highest !== undefined && isIndex && index >= 0 && index > highest) overflowed.set(merged, index);
    const conflict = conflicted.get(merged);
    if (conflict !== undefined && isIndex && index > conflict) conflicted.set(merged, index);
  }
  return merged;
}

/** Arrays lose the holes a lone `a[3]` leaves (`['x']`, not `[, , , 'x']`). */
function compact(value: unknown, seen = new WeakSet<object>()): unknown {
  if (!isContainer(value) || seen.has(value)) return value;
  seen.add(value);
  for (const key of Object.keys(value)) {
    const record = value as Record<string, unknown>;
    record[key] = compact(record[key], seen);
  }
  return Array.isArray(value) ? value.filter((item) => item !== undefined) : value;
}

export function readQueryString(query: string): Record<string, unknown> {
  const values: Record<string, unknown> = Object.create(null);
  const clean = query.replace(/^\?/, '').replace(/%5B/gi, '[').replace(/%5D/gi, ']');
  for (const part of clean.split('&', PARAMETER_LIMIT)) {
    const bracketEquals = part.indexOf(']=');
    const split = bracketEquals === -1 ? part.indexOf('=') : bracketEquals + 1;
    const key = decode(split === -1 ? part : part.slice(0, split));
    const value = split === -1 ? '' : decode(part.slice(split + 1));
    values[key] = key in values ? combine(values[key], value) : value;
  }
  let result: unknown = {};
  for (const [key, value] of Object.entries(values)) {
    const segments = key ? segmentsOf(key) : undefined;
    if (segments) result = mergeValue(result, nest(segments, value));
  }
  return compact(result) as Record<string, unknown>;
}
