/** Sums per currency, the currency of the most successful payments first (then by code, so the order is stable). */
export const mostPaid = <Sum extends { currency: string; count: number }>(sums: ReadonlyArray<Sum>): Sum[] =>
  [...sums].sort((a, b) => b.count - a.count || a.currency.localeCompare(b.currency));
