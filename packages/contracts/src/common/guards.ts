/**
 * Checks of a JSON answer without zod, for the few answers every page reads before it draws (issue 21, decision
 * 0023): a shape written with these is held to its zod schema by a property test beside it.
 */
export type Guard<T> = (value: unknown) => value is T;

export const isString: Guard<string> = (value): value is string => typeof value === 'string';
export const isBoolean: Guard<boolean> = (value): value is boolean => typeof value === 'boolean';

export const isRecord: Guard<Record<string, unknown>> = (value): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const literal =
  <T extends string | number | boolean>(expected: T): Guard<T> =>
  (value): value is T =>
    value === expected;

export const nullable =
  <T>(guard: Guard<T>): Guard<T | null> =>
  (value): value is T | null =>
    value === null || guard(value);

export const optional =
  <T>(guard: Guard<T>): Guard<T | undefined> =>
  (value): value is T | undefined =>
    value === undefined || guard(value);

export const arrayOf =
  <T>(guard: Guard<T>): Guard<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.every(guard);

/** An object with every key of `T` checked (the type refuses a missing or an unknown key); others are let be. */
export const objectOf =
  <T>(shape: { [K in keyof T]-?: Guard<T[K]> }): Guard<T> =>
  (value): value is T =>
    isRecord(value) && Object.entries(shape).every(([key, guard]) => (guard as Guard<unknown>)(value[key]));
