import {
  type CheckedGridRequest,
  currenciesByCode,
  type FilterState,
  majorToMinorText,
  type NumberFilter,
  STUCK_PROCESSING_MINUTES,
} from '@paygrid/domain';
import { sql } from 'drizzle-orm';
import type { FilterSql } from '../../grid/grid-sql';
import { Problem, problemItem } from '../../http/problem';
import { payments } from './tables';

/**
 * The payments grid's filters as SQL, for the summary's rows path. At merge this should be the list's own
 * mapping (the payments list route's GridSql filters), so the summary and the list can never disagree.
 */
export const paymentFilterSql: Readonly<Record<string, FilterSql>> = {
  search: { searchColumns: [payments.search] },
  status: { column: payments.status },
  type: { column: payments.type },
  currency: { column: payments.currency },
  amount: { column: payments.amountMinor },
  reference: { column: payments.reference },
  created_at: { column: payments.createdAt },
  three_ds: { column: payments.threeDs },
  needs_attention: {
    condition: sql`(${payments.status} = 'failed' or (${payments.status} = 'processing'
      and ${payments.createdAt} < now() - make_interval(mins => ${STUCK_PROCESSING_MINUTES})))`,
  },
};

const amountIssue = (detail: string) =>
  new Problem(422, detail, [
    { ...problemItem(422, 'invalid', 'Invalid parameter', detail), source: { parameter: 'filter[amount]' } },
  ]);

/** The amount filter is in major units of the one selected currency: here it becomes minor units. */
export function amountInMinorUnits(request: CheckedGridRequest): CheckedGridRequest {
  const amount = request.filters.amount as NumberFilter | undefined;
  if (!amount) return request;
  const selected = request.filters.currency as string[] | undefined;
  const exponent = selected?.length === 1 ? currenciesByCode.get(selected[0] ?? '')?.exponent : undefined;
  if (exponent === undefined) throw amountIssue('An amount filter needs exactly one currency selected.');
  const minor = (major: string | undefined) => {
    if (major === undefined) return undefined;
    const text = majorToMinorText(major, exponent);
    if (text === undefined) throw amountIssue(`${major} is finer than the currency's minor unit.`);
    return text;
  };
  const converted: NumberFilter =
    'eq' in amount
      ? { eq: minor(amount.eq) ?? '' }
      : Object.fromEntries(
          Object.entries({ gte: minor(amount.gte), lte: minor(amount.lte) }).filter(
            ([, v]) => v !== undefined,
          ),
        );
  const filters: FilterState = { ...request.filters, amount: converted };
  return { ...request, filters };
}

/** The filters the hourly rollup can answer: its own dimensions. created_at also needs whole-hour bounds. */
export const ROLLUP_FILTERS: ReadonlySet<string> = new Set([
  'status',
  'type',
  'currency',
  'method',
  'created_at',
]);
