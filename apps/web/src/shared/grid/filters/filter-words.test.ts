import { datePresets } from '@paygrid/domain/grid/date-presets';
import { filterTypes, unixDateFilterTypes } from '@paygrid/domain/grid/filter-types';
import type { GridFilterDeclaration } from '@paygrid/domain/grid/grid-declaration';
import { membersGrid } from '@paygrid/domain/grid/grids/members-grid';
import { unixDateFilterOf } from '@paygrid/domain/grid/unix-date-entry';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '~/locales/en.json';
import uk from '~/locales/uk.json';
import { filterWords } from './filter-words';

const translators: Record<'en' | 'uk', TFunction> = {} as never;

beforeAll(async () => {
  for (const [language, translation] of [
    ['en', en],
    ['uk', uk],
  ] as const) {
    const instance = i18next.createInstance();
    await instance.init({
      resources: { [language]: { translation } },
      lng: language,
      interpolation: { escapeValue: false },
    });
    translators[language] = instance.t;
  }
});

const forms = { order: 'day-month-year', clock: '12h', timeZone: 'Europe/Kyiv' } as const;
const declared = (key: string) =>
  membersGrid.filters.find((filter) => filter.key === key) as GridFilterDeclaration;
const context = (language: 'en' | 'uk') => ({
  t: translators[language],
  forms,
  optionLabel: (_key: string, value: string) => value.toUpperCase(),
});

describe('the words of a filter chip', () => {
  it('a boolean says yes or no, in the reader’s language', () => {
    expect(filterWords(declared('two_factor'), true, context('en'))).toBe('Yes');
    expect(filterWords(declared('two_factor'), false, context('uk'))).toBe('Ні');
  });

  it('a date range is written in the reader’s date order and clock, in their zone', () => {
    const filter = unixDateFilterOf(
      {
        kind: 'range',
        type: 'between',
        from: { date: { year: 2026, month: 3, day: 1 }, time: { hours: 13, minutes: 5, seconds: 9 } },
        to: { date: { year: 2026, month: 3, day: 31 } },
      },
      forms.timeZone,
    );
    expect(filter && filterWords(declared('joined_at'), filter, context('en'))).toBe(
      '01-03-2026 01:05:09 p – 31-03-2026',
    );
    const after = unixDateFilterOf(
      { kind: 'range', type: 'is-after', from: { date: { year: 2026, month: 3, day: 1 } } },
      forms.timeZone,
    );
    expect(after && filterWords(declared('joined_at'), after, context('uk'))).toBe('пізніше ніж 01-03-2026');
  });

  it('a preset is named, not resolved', () => {
    expect(
      filterWords(declared('joined_at'), { type: 'between', preset: 'last-7-days' }, context('uk')),
    ).toBe('Останні 7 днів');
  });

  it('enumerations use their words; numbers and texts show what was typed; a toggle needs none', () => {
    expect(filterWords(declared('role'), ['admin', 'viewer'], context('en'))).toBe('ADMIN, VIEWER');
    const number = { key: 'n', type: 'number', labelKey: 'n' } as const;
    expect(filterWords(number, { gte: '2', lte: '5' }, context('en'))).toBe('2 – 5');
    expect(filterWords(number, { eq: '8' }, context('en'))).toBe('= 8');
    expect(filterWords(declared('search'), 'olena', context('en'))).toBe('“olena”');
    expect(filterWords({ key: 't', type: 'toggle', labelKey: 't' }, true, context('en'))).toBeUndefined();
  });

  it('every preset and comparison has its words in both languages', () => {
    for (const language of ['en', 'uk'] as const) {
      const t = translators[language];
      for (const preset of datePresets) expect(t(`grid.filter_date.preset.${preset}`)).not.toContain('grid.');
      for (const type of unixDateFilterTypes) {
        expect(t(`grid.filter_date.type.${type}`)).not.toContain('grid.');
        expect(t(`grid.filter_date.summary.${type}`, { from: 'a', to: 'b' })).not.toContain('grid.');
      }
    }
    expect(filterTypes).toHaveLength(8);
  });
});
