import { describe, expect, it } from 'vitest';
import record from '../../../../docs/decisions/0015-region-tags-and-country-names.md?raw';
import { countryByCode } from './catalogues.test-support';
import { countries } from './countries';
import { REGION_LISTS, regionTagsOf } from './region-lists';
import type { RegionTag } from './types';

const tags = Object.keys(REGION_LISTS) as RegionTag[];

/** SPEC §3's tag assignments, an older snapshot kept to show what changed (decision record 0015). */
const SPEC_REGION_SNAPSHOT: Readonly<Record<RegionTag, ReadonlyArray<string>>> = {
  OFAC: ['SD', 'SY', 'ZW'],
  FATF: ['SN', 'SS', 'SY', 'UG', 'YE', 'ZW'],
  MENA: ['QA', 'SA', 'TN', 'YE'],
  CIS: ['RU', 'TJ', 'TM', 'UA', 'UZ'],
};

type RegionDifference = { tag: RegionTag; change: 'added' | 'removed'; country: string };

/** Every country a region list has that SPEC §3 lacks, and the other way round, by tag and code. */
function regionDifferencesFromSpec(): RegionDifference[] {
  return (Object.keys(REGION_LISTS) as RegionTag[]).flatMap((tag) => {
    const now = REGION_LISTS[tag].countries;
    const spec = SPEC_REGION_SNAPSHOT[tag];
    return [
      ...now
        .filter((code) => !spec.includes(code))
        .map((country) => ({ tag, change: 'added' as const, country })),
      ...spec
        .filter((code) => !now.includes(code))
        .map((country) => ({ tag, change: 'removed' as const, country })),
    ];
  });
}

/** The rows of the record's difference table: "| OFAC | added | CU | Cuba | why |". */
const recordRows = () =>
  record
    .split('\n')
    .map((line) => /^\| (OFAC|FATF|MENA|CIS) \| (added|removed) \| ([A-Z]{2}) \| ([^|]+) \|/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, tag, change, country, name]) => ({ tag, change, country, name: name?.trim() }));

describe('Region tags as data with a source and an as-of date (issue 13, decision record 0015)', () => {
  it('gives every list a title, a source, an https address, an ISO date and known, sorted, unique codes', () => {
    for (const tag of tags) {
      const list = REGION_LISTS[tag];
      expect(list.tag).toBe(tag);
      expect(list.title).not.toBe('');
      expect(list.source).not.toBe('');
      expect(list.url).toMatch(/^https:\/\//);
      expect(list.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(list.asOf))).toBe(false);
      expect([...list.countries]).toEqual([...new Set(list.countries)].sort());
      for (const code of list.countries) expect(countryByCode(code)?.code, `${tag} ${code}`).toBe(code);
    }
  });

  it('tags every catalogue country from the lists and from nothing else', () => {
    for (const country of countries) {
      const expected = tags.filter((tag) => REGION_LISTS[tag].countries.includes(country.code));
      expect(country.regions ?? [], country.code).toEqual(
        (['MENA', 'CIS', 'FATF', 'OFAC'] as const).filter((tag) => expected.includes(tag)),
      );
      expect(regionTagsOf(country.code)).toEqual(country.regions);
    }
  });

  it('holds the sources as they stand: OFAC Cuba, Iran, North Korea; FATF black list Iran, North Korea, Myanmar', () => {
    const named = (tag: RegionTag) => countries.filter((c) => c.regions?.includes(tag)).map((c) => c.name);
    expect(named('OFAC')).toEqual(['Cuba', 'Iran', 'North Korea']);
    for (const name of ['Iran', 'North Korea', 'Myanmar', 'Syria', 'Yemen', 'South Sudan'])
      expect(named('FATF')).toContain(name);
    expect(named('CIS')).not.toContain('Ukraine');
    const sanctioned = countries.filter((c) => c.regions?.some((tag) => tag === 'OFAC' || tag === 'FATF'));
    expect(sanctioned.map((c) => c.code)).toEqual(expect.arrayContaining(['IR', 'KP', 'CU', 'MM']));
  });

  it('lists in the decision record exactly the differences between the data and SPEC §3, country by country', () => {
    const computed = regionDifferencesFromSpec().map(({ tag, change, country }) => ({
      tag,
      change,
      country,
      name: countryByCode(country)?.name,
    }));
    expect(recordRows()).toEqual(computed);
    expect(SPEC_REGION_SNAPSHOT.OFAC).toEqual(['SD', 'SY', 'ZW']);
  });

  it("states each list's as-of date in the decision record", () => {
    for (const tag of tags) expect(record, tag).toContain(REGION_LISTS[tag].asOf);
  });
});
