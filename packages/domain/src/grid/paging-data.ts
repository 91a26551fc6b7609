/** §3 paging data of a grid answer. Number paging fills first/last/prev/next, cursor paging before/after. */
export type GridPagingData = {
  count: number;
  total: number;
  /** The total is the planner's estimate: more rows matched than a count is allowed to read. */
  total_estimated: boolean;
  pages: number;
  first: number | null;
  last: number | null;
  prev: number | null;
  next: number | null;
  before: string | null;
  after: string | null;
};

/** @internal Exported for tests only. */
export const pageCount = (total: number, size: number): number => Math.max(1, Math.ceil(total / size));

/** Paging data of a number page: pages >= 1, prev/next null at the ends. */
export const numberPagingData = ({
  total,
  size,
  number,
  count,
  estimated = false,
}: {
  total: number;
  size: number;
  number: number;
  count: number;
  estimated?: boolean;
}): GridPagingData => {
  const pages = pageCount(total, size);
  return {
    count,
    total,
    total_estimated: estimated,
    pages,
    first: 1,
    last: pages,
    prev: number > 1 ? Math.min(number - 1, pages) : null,
    next: number < pages ? number + 1 : null,
    before: null,
    after: null,
  };
};

export const cursorPagingData = ({
  total,
  size,
  count,
  before,
  after,
  estimated = false,
}: {
  total: number;
  size: number;
  count: number;
  before: string | null;
  after: string | null;
  estimated?: boolean;
}): GridPagingData => ({
  count,
  total,
  total_estimated: estimated,
  pages: pageCount(total, size),
  first: null,
  last: null,
  prev: null,
  next: null,
  before,
  after,
});
