import { z } from 'zod';

/** §3 grid paging data. */
export const gridPagingSchema = z.object({
  count: z.number().int(),
  total: z.number().int(),
  /** true when more rows matched than the capped count reads: total is then the planner's estimate. */
  total_estimated: z.boolean(),
  pages: z.number().int(),
  first: z.number().int().nullable(),
  last: z.number().int().nullable(),
  prev: z.number().int().nullable(),
  next: z.number().int().nullable(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});

/** One page of a grid list: rows and meta.page. */
export const gridListSchema = <Row extends z.ZodType>(row: Row) =>
  z.object({ data: z.array(row), meta: z.object({ page: gridPagingSchema }) });

/** The description every grid list call carries in the API reference. */
export const GRID_QUERY_DESCRIPTION =
  'Bracket query (SPEC §7): page[size] (1-100; the reader’s preference when absent) and page[number], or ' +
  'page[before]/page[after] for cursor grids, or page[reversed]=1 for the last page (in the grid order); sort=param,-param; filter[key]=value (only set values; ' +
  'unix-date: filter[key][type]=between&filter[key][gte]=…&filter[key][lt]=…, or filter[key][preset]=last-7-days); ' +
  'columns=param,param (the fields of each row, and the CSV columns in order); view_id (a saved view: its sort ' +
  'and filters apply when the request names none). Anything the grid does not declare answers 422 naming the ' +
  'parameter (errors[].source.parameter).';
