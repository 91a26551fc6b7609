/// <reference path="./qs-parse.d.ts" />
import parse from 'qs/lib/parse.js';
import { parseColumns, serializeColumns } from './columns';
import type { FilterWire } from './filter-types';
import { stringifyQuery } from './query-string';
import { parseSort, type SortItem, serializeSort } from './sort';

export { stringifyQuery };

/** §9 default grid page size. */
export const DEFAULT_GRID_PAGE_SIZE = 20;
/** Largest page a grid asks for. */
export const MAX_GRID_PAGE_SIZE = 100;

/** §9 query parsing limits. */
const QUERY_PARSE_OPTIONS = {
  arrayLimit: 20,
  depth: 5,
  parameterLimit: 1000,
  ignoreQueryPrefix: true,
} as const;

export type NumberPageRequest = { kind: 'number'; size: number; number: number };
/**
 * `reversed` is the last page (§4 "last sets reversed and clears cursors"): the server reads it from the end and
 * answers in the grid's own order, so no client ever turns rows round (ADR 0041).
 */
export type CursorPageRequest = {
  kind: 'cursor';
  size: number;
  before?: string;
  after?: string;
  reversed?: boolean;
};
export type PageRequest = NumberPageRequest | CursorPageRequest;

/** §7 a grid list request (and the grid state kept in the URL, §2). */
export type GridListRequest = {
  page: PageRequest;
  sort: SortItem[];
  /** Only set values (§7). */
  filter: Record<string, FilterWire>;
  viewId?: string;
  columns?: string[];
};

/** Parses a bracket query string (§2, §7) with the §9 limits: the server's reader and the browser's (issue 31). */
export const parseQueryString = (query: string): Record<string, unknown> => parse(query, QUERY_PARSE_OPTIONS);

const wirePage = (page: PageRequest): Record<string, string> => {
  const out: Record<string, string> = { size: String(page.size) };
  if (page.kind === 'number') out.number = String(page.number);
  else {
    if (page.before !== undefined) out.before = page.before;
    if (page.after !== undefined) out.after = page.after;
    if (page.reversed) out.reversed = '1';
  }
  return out;
};

/** The request as the object qs writes: only set parts. */
export const gridRequestToQueryObject = (request: GridListRequest): Record<string, unknown> => {
  const out: Record<string, unknown> = { page: wirePage(request.page) };
  if (request.sort.length > 0) out.sort = serializeSort(request.sort);
  if (Object.keys(request.filter).length > 0) out.filter = request.filter;
  if (request.viewId !== undefined) out.view_id = request.viewId;
  if (request.columns !== undefined) out.columns = serializeColumns(request.columns);
  return out;
};

export const gridRequestToQuery = (request: GridListRequest): string =>
  stringifyQuery(gridRequestToQueryObject(request));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const positiveInt = (value: unknown): number | undefined =>
  typeof value === 'string' && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;

const nonEmptyText = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

const filterWire = (raw: unknown): Record<string, FilterWire> => {
  if (!isRecord(raw)) return {};
  const out: Record<string, FilterWire> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'string') {
      if (value !== '') out[key] = value;
    } else if (isRecord(value)) {
      const inner = Object.entries(value).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
      );
      if (inner.length > 0) out[key] = Object.fromEntries(inner);
    }
  }
  return out;
};

export type GridRequestOptions = { paging: 'number' | 'cursor'; defaultSize?: number; maxSize?: number };

/** §7 a query (string or object qs parsed) -> a grid list request, with defaults for what is missing or broken. */
export const gridRequestFromQuery = (
  query: string | Readonly<Record<string, unknown>>,
  options: GridRequestOptions = { paging: 'number' },
): GridListRequest => {
  const raw = typeof query === 'string' ? parseQueryString(query) : query;
  const pageRaw = isRecord(raw.page) ? raw.page : {};
  const maxSize = options.maxSize ?? MAX_GRID_PAGE_SIZE;
  const size = Math.min(positiveInt(pageRaw.size) ?? options.defaultSize ?? DEFAULT_GRID_PAGE_SIZE, maxSize);
  let page: PageRequest;
  if (options.paging === 'number') {
    page = { kind: 'number', size, number: positiveInt(pageRaw.number) ?? 1 };
  } else {
    const before = nonEmptyText(pageRaw.before);
    const after = nonEmptyText(pageRaw.after);
    page = {
      kind: 'cursor',
      size,
      ...(before !== undefined ? { before } : {}),
      ...(after !== undefined && before === undefined ? { after } : {}),
      ...(pageRaw.reversed === '1' ? { reversed: true } : {}),
    };
  }
  const viewId = nonEmptyText(raw.view_id);
  const request: GridListRequest = {
    page,
    sort: parseSort(typeof raw.sort === 'string' ? raw.sort : undefined),
    filter: filterWire(raw.filter),
  };
  if (viewId !== undefined) request.viewId = viewId;
  if (typeof raw.columns === 'string') request.columns = parseColumns(raw.columns);
  return request;
};

/**
 * §7 what the server is asked: the page, sort and filter of the grid state, the active view's `view_id`, and the
 * `columns` shown, in the grid's declared order (so moving a column asks nothing again; the answer holds only those
 * columns' fields). Widths, pins and the order on screen stay in the browser. A reversed page travels as
 * `page[reversed]=1` with the grid's sort; the server inverts it for its read.
 */
export const serverListRequest = (
  request: GridListRequest,
  shown: ReadonlyArray<string>,
): GridListRequest => ({
  page: request.page,
  sort: request.sort,
  filter: request.filter,
  ...(request.viewId !== undefined ? { viewId: request.viewId } : {}),
  columns: [...shown],
});
