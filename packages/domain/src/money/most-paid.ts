/**
 * Sums per currency, the currency with the most payments first, then by code so the order is stable: what a page
 * shows first when it cannot show every currency (amounts are never compared across currencies).
 */
export const mostPaid = <Sum extends { currency: string; count: number }>(sums: ReadonlyArray<Sum>): Sum[] =>
  [...sums].sort((a, b) => b.count - a.count || a.currency.localeCompare(b.currency));
