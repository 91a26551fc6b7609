import type { CountryResource, CurrencyResource } from '@paygrid/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { answerGridExport, type GridExport } from '../../grid/answer-export';
import { answerGridList } from '../../grid/answer-list';
import type { ListCall } from '../../grid/list-call';
import type { GridAnswer } from '../../grid/list-grid';
import { notFound } from '../../http/problem';
import { countriesGridSql, countryResource, currenciesGridSql, currencyResource } from './grids';
import { countries, currencies } from './tables';

/** GET /countries: the country catalogue as a grid. */
export const listCountries = (db: Db, call: ListCall): Promise<GridAnswer<CountryResource>> =>
  answerGridList(db, countriesGridSql, call);

/** GET /currencies: the currency catalogue as a grid. */
export const listCurrencies = (db: Db, call: ListCall): Promise<GridAnswer<CurrencyResource>> =>
  answerGridList(db, currenciesGridSql, call);

/** GET /countries/export.csv */
export const exportCountries = (db: Db, call: ListCall): Promise<GridExport> =>
  answerGridExport(db, countriesGridSql, call);

/** GET /currencies/export.csv */
export const exportCurrencies = (db: Db, call: ListCall): Promise<GridExport> =>
  answerGridExport(db, currenciesGridSql, call);

/** One country by its code, any case; 404 when there is none. */
export async function countryByCode(db: Db, code: string): Promise<CountryResource> {
  const [record] = await db.select().from(countries).where(eq(countries.code, code.toUpperCase())).limit(1);
  if (!record) throw notFound();
  return countryResource(record);
}

/** One currency by its code, any case; 404 when there is none. */
export async function currencyByCode(db: Db, code: string): Promise<CurrencyResource> {
  const [record] = await db.select().from(currencies).where(eq(currencies.code, code.toUpperCase())).limit(1);
  if (!record) throw notFound();
  return currencyResource(record);
}
