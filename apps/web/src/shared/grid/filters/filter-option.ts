/** One choice of an enumeration filter: the wire value and its words. */
export type FilterOption = { value: string; label: string };
