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
import { regionTagsOf } from '../packages/domain/src/catalogues/region-lists';
import type { Continent, Country, Currency } from '../packages/domain/src/catalogues/types';
import { exponentOf } from '../packages/domain/src/money';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'packages/domain/src/catalogues');
const require = createRequire(import.meta.url);
const ukNames = (
  require('i18n-iso-countries/langs/uk.json') as { countries: Record<string, string | string[]> }
).countries;

// Decision record 0015: one spelling of each name, with the diacritics and the full name countries-list drops.
const NAME_SPELLINGS: Record<string, string> = {
  AX: 'Åland Islands',
  BL: 'Saint Barthélemy',
  BQ: 'Bonaire, Sint Eustatius and Saba',
  CI: "Côte d'Ivoire",
  CW: 'Curaçao',
  RE: 'Réunion',
  ST: 'São Tomé and Príncipe',
  TL: 'Timor-Leste',
};
// Decision record 0015: a transcontinental country sits on the continent of UN M49 (Russia: Eastern Europe).
const CONTINENTS: Record<string, Continent> = { RU: 'EU' };

const enCurrencyNames = new Intl.DisplayNames(['en'], { type: 'currency', fallback: 'none' });
const ukCurrencyNames = new Intl.DisplayNames(['uk'], { type: 'currency', fallback: 'none' });
/** ISO codes CLDR gives no Ukrainian name (issue 32: the catalogue names the rest). */
const UK_NAMES_CLDR_LACKS: Record<string, string> = {
  UYW: 'уругвайська одиниця номінальної заробітної плати',
  VED: 'венесуельський цифровий болівар',
  XSU: 'сукре',
  XUA: 'розрахункова одиниця Африканського банку розвитку',
};

const byCode = <T extends { code: string }>(a: T, b: T): number =>
  a.code < b.code ? -1 : a.code > b.code ? 1 : 0;

const flagCodePoints = (code: string): number[] =>
  [...code.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65);

const buildCountries = (): Country[] =>
  Object.entries(sourceCountries)
    .map(([code, source]): Country => {
      const uk = ukNames[code];
      const points = flagCodePoints(code);
      const name = NAME_SPELLINGS[code] ?? source.name;
      return {
        code,
        name,
        nameUk: (Array.isArray(uk) ? uk[0] : uk) ?? name,
        native: source.native,
        phone: source.phone.join(','),
        continent: CONTINENTS[code] ?? source.continent,
        capital: source.capital,
        currencies: [...source.currency],
        regions: regionTagsOf(code),
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
// Search keywords of entries whose name is their code (§3): what people call them.
const CRYPTO_NAMES: Record<string, string[]> = {
  BTC: ['Bitcoin', 'Біткоїн'],
  ETH: ['Ethereum', 'Ether', 'Ефіріум'],
  LTC: ['Litecoin', 'Лайткоїн'],
  BCH: ['Bitcoin Cash'],
  ADA: ['Cardano'],
  BNB: ['BNB', 'Binance Coin'],
  BSV: ['Bitcoin SV'],
  DOGE: ['Dogecoin', 'Доджкоїн'],
  XMR: ['Monero'],
  ZEC: ['Zcash'],
  DASH: ['Dash'],
  ETC: ['Ethereum Classic'],
  EMC: ['Emercoin'],
  EDC: ['EDC Blockchain'],
  LSK: ['Lisk'],
  REP: ['Augur'],
  CLAM: ['Clams'],
  NMC: ['Namecoin'],
  XRP: ['Ripple', 'XRP'],
  USDT: ['Tether', 'Тезер'],
  EOS: ['EOS'],
};

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

type CatalogueEntry = Omit<Currency, 'countries' | 'keywords' | 'name'> & { name: { en: string } };

/** CLDR's names of an ISO code in en and uk: the uk label, and both as search keywords. */
const cldrNames = (code: string): { uk?: string; keywords: string[] } => {
  if (!/^[A-Z]{3}$/.test(code)) return { keywords: [] };
  const uk = UK_NAMES_CLDR_LACKS[code] ?? ukCurrencyNames.of(code);
  const names = [enCurrencyNames.of(code), uk].filter((n): n is string => Boolean(n) && n !== code);
  return { ...(uk && uk !== code ? { uk } : {}), keywords: names };
};

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
  const entries = buildEntries(countries);
  const users = new Map<string, string[]>();
  for (const country of countries)
    for (const code of country.currencies) users.set(code, [...(users.get(code) ?? []), country.code]);
  return entries.map((entry): Currency => {
    const cldr =
      entry.type === 'national' || entry.type === 'metal' ? cldrNames(entry.code) : { keywords: [] };
    const parent = entry.parentCode ? entries.find((e) => e.code === entry.parentCode) : undefined;
    const keywords = [
      ...cldr.keywords,
      ...(CRYPTO_NAMES[entry.code] ?? []),
      ...(entry.vendor && parent ? [`${entry.vendor} ${parent.name.en}`] : []),
    ].filter((keyword) => keyword !== entry.name.en);
    return {
      ...entry,
      name: { en: entry.name.en, ...(cldr.uk ? { uk: cldr.uk } : {}) },
      countries: (users.get(entry.code) ?? []).sort(),
      keywords: [...new Set(keywords)],
    };
  });
};

/** §3 entries; every exponent is §9's (exponentOf: 2 unless §9 lists the code), decision record 0016. */
const buildEntries = (countries: Country[]): CatalogueEntry[] => {
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
  const list: CatalogueEntry[] = [];
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
      exponent: exponentOf(code),
      parentCurrencyMultiplier: 1,
      isoNumeric3Code: '0',
    });
  const known = new Set(list.map((c) => c.code));
  const digital: DigitalSpec[] = [
    ...Object.entries(DIGITAL_PREFIXES).flatMap(([prefix, vendor]) =>
      DIGITAL_PARENTS.map((parentCode) => ({ code: `${prefix}${parentCode}`, parentCode, vendor })),
    ),
    ...EXTRA_DIGITAL,
  ];
  for (const { code, parentCode, vendor, multiplier } of digital) {
    if (!known.has(parentCode)) throw new Error(`${code}: parent ${parentCode} is not in the catalogue`);
    list.push({
      code,
      name: { en: code },
      type: 'digital',
      status: 'active',
      exponent: exponentOf(code),
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
