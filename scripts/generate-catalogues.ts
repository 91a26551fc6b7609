// Regenerates packages/domain/src/catalogues/{countries,currencies}.json from the npm data packages.
// The JSON is committed so the catalogues change only when someone runs this on purpose:
//   npx tsx scripts/generate-catalogues.ts
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countries as sourceCountries } from 'countries-list';
import { currencies as cldrCurrencies } from 'countries-list/currencies';
import * as iso4217 from 'currency-codes';
import type { Country, Currency, RegionTag } from '../packages/domain/src/catalogues/types';
import { CURRENCY_EXPONENT_EXCEPTIONS, exponentOf } from '../packages/domain/src/money';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'packages/domain/src/catalogues');
const require = createRequire(import.meta.url);
const ukNames = (
  require('i18n-iso-countries/langs/uk.json') as { countries: Record<string, string | string[]> }
).countries;

// §3: the tag assignments exactly as SPEC lists them.
const REGIONS: Record<RegionTag, string[]> = {
  MENA: ['QA', 'SA', 'TN', 'YE'],
  CIS: ['RU', 'TJ', 'TM', 'UA', 'UZ'],
  FATF: ['SN', 'SS', 'SY', 'UG', 'YE', 'ZW'],
  OFAC: ['SD', 'SY', 'ZW'],
};

const byCode = <T extends { code: string }>(a: T, b: T): number =>
  a.code < b.code ? -1 : a.code > b.code ? 1 : 0;

const flagCodePoints = (code: string): number[] =>
  [...code.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65);

const buildCountries = (): Country[] =>
  Object.entries(sourceCountries)
    .map(([code, source]): Country => {
      const uk = ukNames[code];
      const regions = (Object.keys(REGIONS) as RegionTag[]).filter((tag) => REGIONS[tag].includes(code));
      const points = flagCodePoints(code);
      return {
        code,
        name: source.name,
        nameUk: (Array.isArray(uk) ? uk[0] : uk) ?? source.name,
        native: source.native,
        phone: source.phone.join(','),
        continent: source.continent,
        capital: source.capital,
        currencies: [...source.currency],
        regions: regions.length > 0 ? regions : null,
        emoji: String.fromCodePoint(...points),
        emojiU: points.map((p) => `U+${p.toString(16).toUpperCase()}`).join(' '),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));

const METALS = ['XAU', 'XAG', 'XPD', 'XPT'];
const TECHNICAL: Record<string, string> = { XTS: 'Code reserved for testing', XXX: 'No currency' };
const CRYPTO = [
  'BTC',
  'ETH',
  'LTC',
  'BCH',
  'ADA',
  'BNB',
  'BSV',
  'DOGE',
  'XMR',
  'ZEC',
  'DASH',
  'ETC',
  'EMC',
  'EDC',
  'LSK',
  'REP',
  'CLAM',
  'NMC',
  'XRP',
  'USDT',
  'EOS',
];
// §3 digital entries are a prefix plus a parent code; vendors are kinds of provider, not companies.
const DIGITAL_PREFIXES: Record<string, string> = {
  CARD: 'Card scheme',
  BANK: 'Bank transfer',
  CASH: 'Cash desk',
  WIRE: 'Wire service',
  EW: 'E-wallet',
};
const DIGITAL_PARENTS = ['USD', 'EUR', 'RUB', 'UAH', 'KZT', 'THB'];
type DigitalSpec = { code: string; parentCode: string; vendor: string; multiplier?: number };
const EXTRA_DIGITAL: DigitalSpec[] = [
  { code: 'PMUSD', parentCode: 'USD', vendor: 'E-wallet' },
  { code: 'PMEUR', parentCode: 'EUR', vendor: 'E-wallet' },
  { code: 'PMBTC', parentCode: 'BTC', vendor: 'E-wallet' },
  { code: 'WMX', parentCode: 'BTC', vendor: 'E-wallet', multiplier: 1000 },
];

/** §9 exponent when the money rules name the code, else the given fallback. */
const ruledExponent = (code: string, fallback: number): number =>
  code in CURRENCY_EXPONENT_EXCEPTIONS ? exponentOf(code) : fallback;

// CLDR symbols pinned in countries-list; a symbol equal to the code says nothing, so it is left out.
const symbolsOf = (code: string): Pick<Currency, 'symbol' | 'nativeSymbol'> => {
  const cldr = (cldrCurrencies as Record<string, { symbol: string; symbolNative: string } | undefined>)[code];
  if (!cldr) return {};
  return {
    ...(cldr.symbol !== code ? { symbol: cldr.symbol } : {}),
    ...(cldr.symbolNative !== code ? { nativeSymbol: cldr.symbolNative } : {}),
  };
};

const buildCurrencies = (countries: Country[]): Currency[] => {
  const iso = new Map(iso4217.data.map((r) => [r.code, { name: r.currency, numeric: r.number }]));
  // ISO codes newer than currency-codes' list (e.g. XCG) but used by a country and known to CLDR.
  for (const code of new Set(countries.flatMap((c) => c.currencies))) {
    const cldr = (cldrCurrencies as Record<string, { name: string; numeric: string; withdrawn?: boolean }>)[
      code
    ];
    if (!iso.has(code) && cldr && !cldr.withdrawn) iso.set(code, { name: cldr.name, numeric: cldr.numeric });
  }
  const isoEntry = (code: string) => {
    const entry = iso.get(code);
    if (!entry) throw new Error(`${code} is not in the ISO 4217 data`);
    return entry;
  };
  const list: Currency[] = [];
  for (const [code, { name, numeric }] of iso) {
    if (METALS.includes(code) || code in TECHNICAL) continue;
    list.push({
      code,
      name: { en: name },
      type: 'national',
      status: 'active',
      exponent: exponentOf(code),
      parentCurrencyMultiplier: 1,
      ...symbolsOf(code),
      isoNumeric3Code: numeric,
      isoAlpha3Code: code,
    });
  }
  for (const code of METALS)
    list.push({
      code,
      name: { en: isoEntry(code).name },
      type: 'metal',
      status: 'active',
      exponent: exponentOf(code),
      parentCurrencyMultiplier: 1,
      isoNumeric3Code: isoEntry(code).numeric,
      isoAlpha3Code: code,
    });
  list.push({
    code: 'PMXAU',
    name: { en: 'Gold Ounce' },
    type: 'metal',
    status: 'active',
    exponent: exponentOf('PMXAU'),
    parentCode: 'XAU',
    parentCurrencyMultiplier: 1,
    isoNumeric3Code: '0',
  });
  for (const [code, name] of Object.entries(TECHNICAL))
    list.push({
      code,
      name: { en: name },
      type: 'technical',
      status: 'active',
      exponent: exponentOf(code),
      parentCurrencyMultiplier: 1,
      isoNumeric3Code: isoEntry(code).numeric,
      isoAlpha3Code: code,
    });
  for (const code of CRYPTO)
    list.push({
      code,
      name: { en: code },
      type: 'crypto',
      status: 'active',
      exponent: ruledExponent(code, 8),
      parentCurrencyMultiplier: 1,
      isoNumeric3Code: '0',
    });
  const exponents = new Map(list.map((c) => [c.code, c.exponent]));
  const digital: DigitalSpec[] = [
    ...Object.entries(DIGITAL_PREFIXES).flatMap(([prefix, vendor]) =>
      DIGITAL_PARENTS.map((parentCode) => ({ code: `${prefix}${parentCode}`, parentCode, vendor })),
    ),
    ...EXTRA_DIGITAL,
  ];
  for (const { code, parentCode, vendor, multiplier } of digital) {
    const parentExponent = exponents.get(parentCode);
    if (parentExponent === undefined)
      throw new Error(`${code}: parent ${parentCode} is not in the catalogue`);
    list.push({
      code,
      name: { en: code },
      type: 'digital',
      status: 'active',
      exponent: ruledExponent(code, parentExponent),
      parentCode,
      parentCurrencyMultiplier: multiplier ?? 1,
      vendor,
    });
  }
  const seen = new Set<string>();
  for (const { code } of list) {
    if (seen.has(code)) throw new Error(`Duplicate currency code ${code}`);
    seen.add(code);
  }
  return list.sort(byCode);
};

const countries = buildCountries();
const currencies = buildCurrencies(countries);
const files = [join(outDir, 'countries.json'), join(outDir, 'currencies.json')];
writeFileSync(files[0] as string, `${JSON.stringify(countries, null, 2)}\n`);
writeFileSync(files[1] as string, `${JSON.stringify(currencies, null, 2)}\n`);
execFileSync(join(root, 'node_modules/.bin/biome'), ['format', '--write', ...files], { stdio: 'inherit' });

const known = new Set(currencies.map((c) => c.code));
const missing = countries.flatMap((c) =>
  c.currencies.filter((code) => !known.has(code)).map((x) => `${c.code}:${x}`),
);
console.log(
  `${countries.length} countries, ${currencies.length} currencies; country currencies not in the catalogue: ${
    missing.join(' ') || 'none'
  }`,
);
