import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesFilter, matchesSearch } from './filter-oracle.test-support';
import {
  type FilterDefinition,
  type FilterState,
  type FilterValue,
  isFilterSet,
  parseFilterValue,
  searchWords,
  serializeFilters,
  serializeFilterValue,
  unixDateBounds,
} from './index';

const ctx = { timeZone: 'Europe/Kiev' };
const definitions: FilterDefinition[] = [
  { key: 'active', type: 'boolean' },
  { key: 'status', type: 'enumeration', options: ['new', 'paid', 'failed'] },
  { key: 'currency', type: 'multiple-enumeration' },
  { key: 'amount', type: 'number' },
  { key: 'email', type: 'string' },
  { key: 'created_at', type: 'unix-date' },
  { key: 'search', type: 'search', searchFields: ['name', 'email'] },
  { key: 'mine', type: 'toggle' },
];
const def = (key: string) => definitions.find((d) => d.key === key) as FilterDefinition;

/** Typed state of the declared filters from a `filter` object (the inverse of serializeFilters); others dropped. */
const parseFilters = (declared: ReadonlyArray<FilterDefinition>, raw: unknown): FilterState => {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const state: Record<string, FilterValue> = {};
  for (const definition of declared) {
    const value = parseFilterValue(definition, source[definition.key]);
    if (value !== undefined) state[definition.key] = value;
  }
  return state;
};

describe('§3 filter types: parse and serialize', () => {
  it('§3 boolean filter: true, false, or absent for any', () => {
    expect(parseFilterValue(def('active'), 'true')).toBe(true);
    expect(parseFilterValue(def('active'), 'false')).toBe(false);
    expect(parseFilterValue(def('active'), undefined)).toBeUndefined();
    expect(parseFilterValue(def('active'), 'yes')).toBeUndefined();
    expect(serializeFilterValue('boolean', false)).toBe('false');
  });

  it('§3 enumeration filter equals one allowed value', () => {
    expect(parseFilterValue(def('status'), 'paid')).toBe('paid');
    expect(parseFilterValue(def('status'), 'lost')).toBeUndefined();
    expect(parseFilterValue(def('status'), '')).toBeUndefined();
    expect(parseFilterValue({ key: 'x', type: 'enumeration' }, 'any')).toBe('any');
  });

  it('§3 multiple-enumeration filter is comma-separated', () => {
    expect(parseFilterValue(def('currency'), 'USD, EUR,,USD')).toEqual(['USD', 'EUR']);
    expect(serializeFilterValue('multiple-enumeration', ['USD', 'EUR'])).toBe('USD,EUR');
    expect(parseFilterValue(def('currency'), ',')).toBeUndefined();
    expect(
      parseFilterValue({ key: 'c', type: 'multiple-enumeration', options: ['A'] }, 'A,B'),
    ).toBeUndefined();
    expect(serializeFilterValue('multiple-enumeration', [])).toBeUndefined();
  });

  it('§3 number filter: equals, or a gte/lte range', () => {
    expect(parseFilterValue(def('amount'), '10.50')).toEqual({ eq: '10.50' });
    expect(parseFilterValue(def('amount'), { gte: '1', lte: '9' })).toEqual({ gte: '1', lte: '9' });
    expect(parseFilterValue(def('amount'), { gte: '1' })).toEqual({ gte: '1' });
    expect(parseFilterValue(def('amount'), { gte: 'x' })).toBeUndefined();
    expect(parseFilterValue(def('amount'), {})).toBeUndefined();
    expect(parseFilterValue(def('amount'), '1e3')).toBeUndefined();
    expect(serializeFilterValue('number', { eq: '5' })).toBe('5');
    expect(serializeFilterValue('number', { lte: '5' })).toEqual({ lte: '5' });
  });

  it('§3 string and search filters are trimmed text', () => {
    expect(parseFilterValue(def('email'), '  ann ')).toBe('ann');
    expect(parseFilterValue(def('email'), '   ')).toBeUndefined();
    expect(parseFilterValue(def('search'), 5)).toBeUndefined();
    expect(serializeFilterValue('search', ' john ')).toBe('john');
  });

  it('§3 unix-date filter: type with gte and lt', () => {
    const d = def('created_at');
    expect(parseFilterValue(d, { type: 'between', gte: '100', lt: '200' })).toEqual({
      type: 'between',
      gte: 100,
      lt: 200,
    });
    expect(parseFilterValue(d, { type: 'is-after', gte: '100', lt: '5' })).toEqual({
      type: 'is-after',
      gte: 100,
    });
    expect(parseFilterValue(d, { type: 'is-before', lt: '100' })).toEqual({ type: 'is-before', lt: 100 });
    expect(parseFilterValue(d, { type: 'is-equal-to', gte: '100' })).toEqual({
      type: 'is-equal-to',
      gte: 100,
    });
    expect(parseFilterValue(d, { type: 'between', gte: '200', lt: '100' })).toBeUndefined();
    expect(parseFilterValue(d, { type: 'between', gte: '100' })).toBeUndefined();
    expect(parseFilterValue(d, { type: 'sometime', gte: '100' })).toBeUndefined();
    expect(parseFilterValue(d, { type: 'is-after', gte: '1.5' })).toBeUndefined();
    expect(parseFilterValue(d, 'between')).toBeUndefined();
    expect(serializeFilterValue('unix-date', { type: 'between', gte: 1, lt: 2 })).toEqual({
      type: 'between',
      gte: '1',
      lt: '2',
    });
  });

  it('§3 toggle filter: on means the condition holds; off or absent means no filter', () => {
    expect(parseFilterValue(def('mine'), 'on')).toBe(true);
    expect(parseFilterValue(def('mine'), 'off')).toBeUndefined();
    expect(serializeFilterValue('toggle', true)).toBe('on');
    expect(serializeFilterValue('toggle', false)).toBeUndefined();
    expect(isFilterSet('toggle', false)).toBe(false);
    expect(isFilterSet('string', ' ')).toBe(false);
    expect(isFilterSet('boolean', undefined)).toBe(false);
  });

  it('§7 filters keep only set values of declared filters', () => {
    const state = parseFilters(definitions, {
      active: 'true',
      status: 'nope',
      unknown: 'x',
      mine: 'on',
      email: '',
    });
    expect(state).toEqual({ active: true, mine: true });
    expect(serializeFilters(definitions, { ...state, mine: false })).toEqual({ active: 'true' });
    expect(parseFilters(definitions, 'junk')).toEqual({});
  });

  it('§3 filters: parse(serialize(state)) = state (property)', () => {
    const decimal = fc
      .tuple(fc.integer({ min: -1e6, max: 1e6 }), fc.nat(99))
      .map(([a, b]) => `${a}.${String(b).padStart(2, '0')}`);
    const word = fc.stringMatching(/^[a-z0-9@.]{1,8}$/);
    const stateArb = fc.record(
      {
        active: fc.boolean(),
        status: fc.constantFrom('new', 'paid', 'failed'),
        currency: fc.uniqueArray(fc.constantFrom('USD', 'EUR', 'UAH', 'BTC'), { minLength: 1 }),
        amount: fc.oneof(
          decimal.map((eq) => ({ eq })),
          fc.record({ gte: decimal, lte: decimal }, { requiredKeys: ['gte'] }),
        ),
        email: word,
        created_at: fc.oneof(
          fc.tuple(fc.nat(1e9), fc.integer({ min: 1, max: 1e6 })).map(([gte, span]) => ({
            type: 'between' as const,
            gte,
            lt: gte + span,
          })),
          fc.nat(1e9).map((gte) => ({ type: 'is-after' as const, gte })),
          fc.nat(1e9).map((lt) => ({ type: 'is-before' as const, lt })),
        ),
        search: word,
        mine: fc.constant(true),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(stateArb, (state) => {
        const wire = serializeFilters(definitions, state as FilterState);
        expect(parseFilters(definitions, wire)).toEqual(state);
      }),
    );
  });
});

describe('§3 filter meaning', () => {
  it('§3 boolean, enumeration and multiple-enumeration', () => {
    expect(matchesFilter('boolean', true, true, ctx)).toBe(true);
    expect(matchesFilter('boolean', true, false, ctx)).toBe(false);
    expect(matchesFilter('enumeration', 'paid', 'paid', ctx)).toBe(true);
    expect(matchesFilter('multiple-enumeration', ['USD', 'EUR'], 'EUR', ctx)).toBe(true);
    expect(matchesFilter('multiple-enumeration', ['USD'], 'UAH', ctx)).toBe(false);
    expect(matchesFilter('multiple-enumeration', ['USD'], 1, ctx)).toBe(false);
  });

  it('§3 number: equals, or within gte..lte, exactly', () => {
    expect(matchesFilter('number', { eq: '10.5' }, '10.50', ctx)).toBe(true);
    expect(matchesFilter('number', { eq: '10' }, 10n, ctx)).toBe(true);
    expect(matchesFilter('number', { gte: '1', lte: '2' }, 2, ctx)).toBe(true);
    expect(matchesFilter('number', { gte: '1', lte: '2' }, '2.000000000000000001', ctx)).toBe(false);
    expect(matchesFilter('number', { gte: '1' }, '0.99', ctx)).toBe(false);
    expect(matchesFilter('number', { lte: '1' }, '0.99', ctx)).toBe(true);
    expect(matchesFilter('number', { eq: '1' }, 'abc', ctx)).toBe(false);
  });

  it('§3 string: case-insensitive contains', () => {
    expect(matchesFilter('string', 'ANN', 'joanna@x.io', ctx)).toBe(true);
    expect(matchesFilter('string', 'bob', 'joanna@x.io', ctx)).toBe(false);
    expect(matchesFilter('string', 'bob', null, ctx)).toBe(false);
  });

  it("§3 search: every word must occur inside one of the grid's search fields, ignoring case and accents", () => {
    expect(searchWords('  Ann  SMI ')).toEqual(['ann', 'smi']);
    expect(matchesSearch('ann smi', ['Anna', 'smith@x.io'])).toBe(true);
    expect(matchesSearch('ann nna', ['Anna', 'smith@x.io'])).toBe(true);
    expect(matchesSearch('ann xyz', ['Anna', 'smith@x.io'])).toBe(false);
    expect(matchesSearch('korea', ['North Korea'])).toBe(true);
    expect(matchesSearch('cote', ['Côte d’Ivoire'])).toBe(true);
    expect(matchesSearch('ЙОРК', ['Нью-Йорк'])).toBe(true);
    expect(matchesSearch('ann', [null, undefined])).toBe(false);
    expect(matchesFilter('search', 'smi', ['Anna', 'smith@x.io'], ctx)).toBe(true);
    expect(matchesFilter('search', 'smi', 'smith', ctx)).toBe(false);
  });

  it('§3 toggle: on means the declared condition holds; off is no filter', () => {
    expect(matchesFilter('toggle', true, true, ctx)).toBe(true);
    expect(matchesFilter('toggle', true, false, ctx)).toBe(false);
    expect(matchesFilter('toggle', false, false, ctx)).toBe(true);
  });

  it('§3 unix-date: between, is-after, is-before', () => {
    expect(matchesFilter('unix-date', { type: 'between', gte: 10, lt: 20 }, 10, ctx)).toBe(true);
    expect(matchesFilter('unix-date', { type: 'between', gte: 10, lt: 20 }, 20, ctx)).toBe(false);
    expect(matchesFilter('unix-date', { type: 'is-after', gte: 10 }, 11, ctx)).toBe(true);
    expect(matchesFilter('unix-date', { type: 'is-before', lt: 10 }, 10, ctx)).toBe(false);
    expect(matchesFilter('unix-date', { type: 'is-before', lt: 10 }, '5', ctx)).toBe(false);
  });

  it("§3 unix-date is-equal-to: the whole day in the user's time zone", () => {
    // 2024-03-10 23:30 UTC is 2024-03-11 01:30 in Kyiv (UTC+2)
    const instant = Date.UTC(2024, 2, 10, 23, 30) / 1000;
    expect(unixDateBounds({ type: 'is-equal-to', gte: instant }, 'Europe/Kiev')).toEqual({
      gte: Date.UTC(2024, 2, 10, 22) / 1000,
      lt: Date.UTC(2024, 2, 11, 22) / 1000,
    });
    expect(unixDateBounds({ type: 'is-equal-to', gte: instant }, 'UTC')).toEqual({
      gte: Date.UTC(2024, 2, 10) / 1000,
      lt: Date.UTC(2024, 2, 11) / 1000,
    });
    // the day DST starts in Kyiv lasts 23 hours
    const dstDay = unixDateBounds(
      { type: 'is-equal-to', gte: Date.UTC(2024, 2, 31, 12) / 1000 },
      'Europe/Kiev',
    );
    expect((dstDay.lt ?? 0) - (dstDay.gte ?? 0)).toBe(23 * 3600);
    expect(matchesFilter('unix-date', { type: 'is-equal-to', gte: instant }, instant - 3600, ctx)).toBe(true);
    expect(matchesFilter('unix-date', { type: 'is-equal-to', gte: instant }, instant - 7200, ctx)).toBe(
      false,
    );
  });
});
