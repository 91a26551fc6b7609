import { createHash } from 'node:crypto';
import { countries as countryCatalogue, currencies as currencyCatalogue } from '@paygrid/domain';
import { currencyNameIn } from '@paygrid/domain/catalogues/currency-name';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { collationRanks, countrySearchText, currencySearchText } from './search-text';
import { catalogueVersions, countries, currencies } from './tables';

const CHUNK = 100;
/** Bumped when what the loader derives (search text, name ranks) changes, so the next start reloads. */
const LOAD_FORMAT = 4;

const fingerprintOf = (data: unknown) => createHash('sha256').update(JSON.stringify(data)).digest('hex');

function chunks<T>(rows: ReadonlyArray<T>): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < rows.length; index += CHUNK) out.push(rows.slice(index, index + CHUNK));
  return out;
}

/**
 * Loads the catalogues of packages/domain into their read-only tables (DESIGN: Reference data).
 * Runs at every migrate; a fingerprint makes it a no-op while the data is unchanged.
 */
export async function syncCatalogues(db: Db): Promise<'loaded' | 'unchanged'> {
  const fingerprint = fingerprintOf([LOAD_FORMAT, countryCatalogue, currencyCatalogue]);
  const [current] = await db
    .select()
    .from(catalogueVersions)
    .where(eq(catalogueVersions.name, 'reference'))
    .limit(1);
  if (current?.fingerprint === fingerprint) return 'unchanged';
  const countryRankEn = collationRanks(countryCatalogue, (country) => country.name, 'en');
  const countryRankUk = collationRanks(countryCatalogue, (country) => country.nameUk, 'uk');
  const currencyRank = collationRanks(currencyCatalogue, (currency) => currency.name.en, 'en');
  const currencyRankUk = collationRanks(
    currencyCatalogue,
    (currency) => currencyNameIn(currency, 'uk'),
    'uk',
  );
  await db.transaction(async (tx) => {
    await tx.delete(countries);
    for (const rows of chunks(countryCatalogue)) {
      await tx.insert(countries).values(
        rows.map((country) => ({
          code: country.code,
          name: country.name,
          nameUk: country.nameUk,
          native: country.native,
          phone: country.phone,
          continent: country.continent,
          capital: country.capital,
          currencies: [...country.currencies],
          regions: country.regions ? [...country.regions] : null,
          emoji: country.emoji,
          emojiU: country.emojiU,
          search: countrySearchText(country),
          nameRankEn: countryRankEn.get(country) ?? 0,
          nameRankUk: countryRankUk.get(country) ?? 0,
        })),
      );
    }
    await tx.delete(currencies);
    for (const rows of chunks(currencyCatalogue)) {
      await tx.insert(currencies).values(
        rows.map((currency) => ({
          code: currency.code,
          nameEn: currency.name.en,
          nameUk: currencyNameIn(currency, 'uk'),
          type: currency.type,
          status: currency.status,
          exponent: currency.exponent,
          parentCode: currency.parentCode ?? null,
          parentCurrencyMultiplier: currency.parentCurrencyMultiplier,
          vendor: currency.vendor ?? null,
          symbol: currency.symbol ?? null,
          nativeSymbol: currency.nativeSymbol ?? null,
          isoNumeric3Code: currency.isoNumeric3Code ?? null,
          isoAlpha3Code: currency.isoAlpha3Code ?? null,
          search: currencySearchText(currency),
          nameRank: currencyRank.get(currency) ?? 0,
          nameRankUk: currencyRankUk.get(currency) ?? 0,
        })),
      );
    }
    await tx
      .insert(catalogueVersions)
      .values({ name: 'reference', fingerprint })
      .onConflictDoUpdate({ target: catalogueVersions.name, set: { fingerprint, updatedAt: sql`now()` } });
  });
  return 'loaded';
}
