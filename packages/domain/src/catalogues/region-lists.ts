import type { RegionTag } from './types';

/** One region tag's country list as its public source stood on a date (issue 13; decision record 0015). */
export type RegionList = {
  tag: RegionTag;
  /** What the list is, in the words of its source. */
  title: string;
  source: string;
  url: string;
  /** ISO date of the source publication the list follows. */
  asOf: string;
  /** ISO 3166-1 alpha-2 codes, alphabetical. */
  countries: ReadonlyArray<string>;
};

/** The region lists behind every country's `regions`; the catalogue generator tags countries from these alone. */
export const REGION_LISTS: Readonly<Record<RegionTag, RegionList>> = {
  OFAC: {
    tag: 'OFAC',
    title: 'Countries under comprehensive US sanctions programmes (OFAC)',
    source: 'U.S. Treasury, Office of Foreign Assets Control: Sanctions Programs and Country Information',
    url: 'https://ofac.treasury.gov/sanctions-programs-and-country-information',
    // Executive Order 14312 ended the Syria programme with effect from 1 July 2025.
    asOf: '2025-07-01',
    countries: ['CU', 'IR', 'KP'],
  },
  FATF: {
    tag: 'FATF',
    title:
      'FATF high-risk jurisdictions subject to a call for action and jurisdictions under increased monitoring',
    source: 'Financial Action Task Force: public statements after the plenary of 11-13 February 2026',
    url: 'https://www.fatf-gafi.org/en/countries/black-and-grey-lists.html',
    asOf: '2026-02-13',
    countries: [
      'AO',
      'BG',
      'BO',
      'CD',
      'CI',
      'CM',
      'DZ',
      'HT',
      'IR',
      'KE',
      'KP',
      'KW',
      'LA',
      'LB',
      'MC',
      'MM',
      'NA',
      'NP',
      'PG',
      'SS',
      'SY',
      'VE',
      'VG',
      'VN',
      'YE',
    ],
  },
  MENA: {
    tag: 'MENA',
    title: 'Middle East and North Africa',
    source: 'World Bank country and lending groups, region "Middle East & North Africa" (fiscal year 2026)',
    url: 'https://datahelpdesk.worldbank.org/knowledgebase/articles/906519-world-bank-country-and-lending-groups',
    asOf: '2025-07-01',
    countries: [
      'AE',
      'BH',
      'DJ',
      'DZ',
      'EG',
      'IL',
      'IQ',
      'IR',
      'JO',
      'KW',
      'LB',
      'LY',
      'MA',
      'MT',
      'OM',
      'PS',
      'QA',
      'SA',
      'SY',
      'TN',
      'YE',
    ],
  },
  CIS: {
    tag: 'CIS',
    title: 'Commonwealth of Independent States: member states and the associate member',
    source: 'CIS Executive Committee, member states (e-cis.info)',
    url: 'https://e-cis.info/cooperation/',
    // Moldova began denouncing the founding agreements in January 2026 and stays a member until that takes effect.
    asOf: '2026-01-19',
    countries: ['AM', 'AZ', 'BY', 'KG', 'KZ', 'MD', 'RU', 'TJ', 'TM', 'UZ'],
  },
};

/** The tags of one country, in the order MENA, CIS, FATF, OFAC; null when none. */
export function regionTagsOf(code: string): RegionTag[] | null {
  const tags = (['MENA', 'CIS', 'FATF', 'OFAC'] as const).filter((tag) =>
    REGION_LISTS[tag].countries.includes(code),
  );
  return tags.length > 0 ? tags : null;
}
