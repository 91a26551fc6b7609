import { z } from 'zod';

/** §3 grid paging data. */
export const gridPagingSchema = z.object({
  count: z.number().int(),
  total: z.number().int(),
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
  'Bracket query (SPEC §7): page[size] and page[number], or page[before]/page[after] for cursor grids; ' +
  'sort=param,-param; filter[key]=value (only set values); view_id; columns.';
