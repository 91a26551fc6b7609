import { parseColumns } from './columns';
import { isFilterSet, parseFilterValue, serializeFilters } from './filter-codec';
import { filterLimitDetail, filterOverLimit } from './filter-limits';
import type { FilterState, FilterType, FilterValue, FilterWire, UnixDateFilter } from './filter-types';
import {
  type CatalogueValues,
  filterDefinitionOf,
  type GridDeclaration,
  type GridFilterDeclaration,
  type SortValueType,
  sortDeclarationsOf,
} from './grid-declaration';
import {
  DEFAULT_GRID_PAGE_SIZE,
  type GridListRequest,
  gridRequestFromQuery,
  MAX_GRID_PAGE_SIZE,
  type PageRequest,
} from './list-request';
import { parseSort, type SortItem } from './sort';

/** Why a list request is refused: the parameter it names (`filter[continent]`, `page[size]`, `sort`…). */
type GridRequestIssue = { parameter: string; code: string; detail: string };

/** A list request the API accepts: only declared fields, typed values. An empty sort means "the default". */
export type CheckedGridRequest = {
  page: PageRequest;
  sort: SortItem[];
  filters: FilterState;
  columns?: string[];
  viewId?: string;
};

export type GridRequestCheck =
  | { ok: true; request: CheckedGridRequest }
  | { ok: false; issues: GridRequestIssue[] };

const TOP_LEVEL = new Set(['page', 'sort', 'filter', 'view_id', 'columns']);
const NESTED_KEYS: Partial<Record<FilterType, ReadonlyArray<string>>> = {
  number: ['gte', 'lte'],
  'unix-date': ['type', 'gte', 'lt', 'preset'],
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** PostgreSQL text cannot hold a NUL character: a value carrying one is refused, never sent. */
const hasNul = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.includes('\u0000')
    : typeof value === 'object' && value !== null && Object.values(value).some(hasNul);

// Unix seconds of 0001-01-01 and 9999-12-31T23:59:59Z: what PostgreSQL and Date both hold.
const FIRST_SECOND = -62_135_596_800;
const LAST_SECOND = 253_402_300_799;
const withinCalendar = (filter: UnixDateFilter): boolean =>
  [filter.gte, filter.lt].every(
    (bound) => bound === undefined || (bound >= FIRST_SECOND && bound <= LAST_SECOND),
  );

/** A toggle may be sent off explicitly; that is no filter, not a mistake. */
const isToggleOff = (filter: GridFilterDeclaration, raw: unknown) =>
  filter.type === 'toggle' && (raw === 'off' || raw === 'false' || raw === '0');

function checkFilter(
  filter: GridFilterDeclaration,
  raw: unknown,
  catalogues: CatalogueValues,
): { value?: FilterValue; issue?: GridRequestIssue } {
  const parameter = `filter[${filter.key}]`;
  if (raw === '' || isToggleOff(filter, raw)) return {};
  if (hasNul(raw))
    return { issue: { parameter, code: 'invalid_filter', detail: 'A NUL character is not allowed.' } };
  const nested = NESTED_KEYS[filter.type];
  if (isRecord(raw)) {
    const unknown = Object.keys(raw).filter((key) => !nested?.includes(key));
    if (unknown.length > 0)
      return {
        issue: { parameter, code: 'invalid_filter', detail: `Unknown part ${unknown.join(', ')}.` },
      };
  }
  const value = parseFilterValue(filterDefinitionOf(filter, catalogues), raw);
  const limit = filterOverLimit(filter.type, value);
  if (limit) return { issue: { parameter, code: 'filter_too_long', detail: filterLimitDetail(limit) } };
  if (filter.type === 'unix-date' && value !== undefined && !withinCalendar(value as UnixDateFilter))
    return { issue: { parameter, code: 'invalid_filter', detail: 'A date between the years 1 and 9999.' } };
  if (value === undefined || !isFilterSet(filter.type, value))
    return {
      issue: { parameter, code: 'invalid_filter', detail: `Not a valid ${filter.type} filter value.` },
    };
  return { value };
}

function checkPage(grid: GridDeclaration, raw: unknown, defaultSize: number, issues: GridRequestIssue[]) {
  const page = raw === undefined ? {} : raw;
  if (!isRecord(page)) {
    issues.push({ parameter: 'page', code: 'invalid_page', detail: 'page[...] expected.' });
    return undefined;
  }
  const allowed = grid.paging === 'number' ? ['size', 'number'] : ['size', 'before', 'after', 'reversed'];
  for (const key of Object.keys(page).filter((key) => !allowed.includes(key)))
    issues.push({
      parameter: `page[${key}]`,
      code: 'unknown_parameter',
      detail: `This grid pages with ${allowed.map((name) => `page[${name}]`).join(', ')}.`,
    });
  const positive = (key: string): number | undefined => {
    const value = page[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || !/^\d{1,9}$/.test(value) || Number(value) < 1) {
      issues.push({ parameter: `page[${key}]`, code: 'invalid_page', detail: 'A whole number from 1.' });
      return undefined;
    }
    return Number(value);
  };
  // The reader's preference is never the reader's mistake: only a page size the request names is refused.
  const size = positive('size') ?? Math.min(defaultSize, MAX_GRID_PAGE_SIZE);
  if (size > MAX_GRID_PAGE_SIZE)
    issues.push({
      parameter: 'page[size]',
      code: 'page_size_too_large',
      detail: `At most ${MAX_GRID_PAGE_SIZE} rows a page.`,
    });
  if (grid.paging === 'number') return { kind: 'number' as const, size, number: positive('number') ?? 1 };
  const cursor = (key: 'before' | 'after') => {
    const value = page[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || value === '') {
      issues.push({ parameter: `page[${key}]`, code: 'invalid_cursor', detail: 'A cursor of this list.' });
      return undefined;
    }
    return value;
  };
  const before = cursor('before');
  const after = cursor('after');
  if (before !== undefined && after !== undefined)
    issues.push({
      parameter: 'page[before]',
      code: 'invalid_page',
      detail: 'Either before or after, not both.',
    });
  // §4 `reversed` is the last page: the server walks back from the end, so it names no cursor.
  const reversed = page.reversed !== undefined;
  if (reversed && page.reversed !== '1')
    issues.push({
      parameter: 'page[reversed]',
      code: 'invalid_page',
      detail: 'page[reversed]=1 or nothing.',
    });
  if (reversed && (before !== undefined || after !== undefined))
    issues.push({
      parameter: 'page[reversed]',
      code: 'invalid_page',
      detail: 'The last page names no cursor.',
    });
  return {
    kind: 'cursor' as const,
    size,
    ...(before !== undefined ? { before } : {}),
    ...(after !== undefined ? { after } : {}),
    ...(reversed ? { reversed: true } : {}),
  };
}

/**
 * §7 a grid list query (as qs parsed it) checked against the grid's declaration: unknown parameters, filters,
 * sorts and columns, wrong-typed filter values and a page over 100 rows are refused, each naming its parameter.
 */
export const checkGridListQuery = (
  grid: GridDeclaration,
  raw: Readonly<Record<string, unknown>>,
  options: { defaultSize?: number; catalogues?: CatalogueValues } = {},
): GridRequestCheck => {
  const issues: GridRequestIssue[] = [];
  for (const key of Object.keys(raw).filter((key) => !TOP_LEVEL.has(key)))
    issues.push({ parameter: key, code: 'unknown_parameter', detail: 'Not a parameter of a grid list.' });

  const page = checkPage(grid, raw.page, options.defaultSize ?? DEFAULT_GRID_PAGE_SIZE, issues);

  const sort: SortItem[] = [];
  if (raw.sort !== undefined && typeof raw.sort !== 'string')
    issues.push({ parameter: 'sort', code: 'invalid_sort', detail: 'Comma-separated params.' });
  const sortable = sortDeclarationsOf(grid).map((item) => item.param);
  for (const item of parseSort(typeof raw.sort === 'string' ? raw.sort : undefined)) {
    if (!sortable.includes(item.param))
      issues.push({
        parameter: 'sort',
        code: 'unknown_sort',
        detail: `Cannot sort by ${item.param}; sortable: ${sortable.join(', ')}.`,
      });
    else if (!sort.some((known) => known.param === item.param)) sort.push(item);
  }

  const filters: Record<string, FilterValue> = {};
  if (raw.filter !== undefined && !isRecord(raw.filter))
    issues.push({ parameter: 'filter', code: 'invalid_filter', detail: 'filter[key]=value expected.' });
  for (const [key, value] of Object.entries(isRecord(raw.filter) ? raw.filter : {})) {
    const filter = grid.filters.find((candidate) => candidate.key === key);
    if (!filter) {
      issues.push({
        parameter: `filter[${key}]`,
        code: 'unknown_filter',
        detail: 'This grid has no such filter.',
      });
      continue;
    }
    const checked = checkFilter(filter, value, options.catalogues ?? {});
    if (checked.issue) issues.push(checked.issue);
    if (checked.value !== undefined) filters[key] = checked.value;
  }

  let columns: string[] | undefined;
  if (raw.columns !== undefined) {
    const params = typeof raw.columns === 'string' ? parseColumns(raw.columns) : [];
    const unknown = params.filter((param) => !grid.columns.some((column) => column.param === param));
    if (typeof raw.columns !== 'string' || params.length === 0 || unknown.length > 0)
      issues.push({
        parameter: 'columns',
        code: 'unknown_column',
        detail:
          unknown.length > 0 ? `Unknown columns: ${unknown.join(', ')}.` : 'Comma-separated column params.',
      });
    else columns = params;
  }

  let viewId: string | undefined;
  if (raw.view_id !== undefined) {
    if (typeof raw.view_id !== 'string' || !UUID.test(raw.view_id))
      issues.push({ parameter: 'view_id', code: 'invalid_view_id', detail: 'The id of a saved view.' });
    else viewId = raw.view_id;
  }

  if (issues.length > 0 || !page) return { ok: false, issues };
  return {
    ok: true,
    request: {
      page,
      sort,
      filters,
      ...(columns ? { columns } : {}),
      ...(viewId ? { viewId } : {}),
    },
  };
};

/**
 * What the web does with a URL or an old saved view: keeps only what the grid still declares (so the API
 * accepts it) and lists what it dropped, to tell the reader in one line.
 */
export const lenientGridRequest = (
  grid: GridDeclaration,
  raw: Readonly<Record<string, unknown>>,
  options: { defaultSize?: number; catalogues?: CatalogueValues } = {},
): { request: GridListRequest; filters: FilterState; dropped: string[] } => {
  const parsed = gridRequestFromQuery(raw, {
    paging: grid.paging,
    ...(options.defaultSize !== undefined ? { defaultSize: options.defaultSize } : {}),
  });
  const dropped: string[] = [];
  const sortable = sortDeclarationsOf(grid).map((item) => item.param);
  const sort = parsed.sort.filter((item) => {
    const known = sortable.includes(item.param);
    if (!known) dropped.push(`sort ${item.param}`);
    return known;
  });
  const filters: Record<string, FilterValue> = {};
  for (const [key, wire] of Object.entries(parsed.filter)) {
    const filter = grid.filters.find((candidate) => candidate.key === key);
    const checked = filter ? checkFilter(filter, wire, options.catalogues ?? {}) : undefined;
    if (checked?.value !== undefined) filters[key] = checked.value;
    else if (!checked || checked.issue) dropped.push(`filter[${key}]`);
  }
  const columns = parsed.columns?.filter((param) => {
    const known = grid.columns.some((column) => column.param === param);
    if (!known) dropped.push(`column ${param}`);
    return known;
  });
  const definitions = grid.filters.map((filter) => filterDefinitionOf(filter, options.catalogues));
  const filter: Record<string, FilterWire> = serializeFilters(definitions, filters);
  const request: GridListRequest = {
    page: parsed.page,
    sort,
    filter,
    ...(parsed.viewId !== undefined && UUID.test(parsed.viewId) ? { viewId: parsed.viewId } : {}),
    ...(columns !== undefined ? { columns } : {}),
  };
  return { request, filters, dropped };
};

/** A UTC instant with up to microseconds (PostgreSQL's precision), as the API writes timestamps into cursors. */
const UTC_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const isUtcInstant = (value: unknown): boolean => {
  // Years 0001-9999: PostgreSQL has no year 0.
  if (typeof value !== 'string' || !UTC_INSTANT.test(value) || value.startsWith('0000')) return false;
  const seconds = `${value.slice(0, 19)}Z`;
  const time = Date.parse(seconds);
  // A real calendar instant: 2026-02-31 would roll over, so it does not survive the round trip.
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 19) === value.slice(0, 19);
};

/** Whether a cursor's values fit its sort keys' types, checked before any SQL sees them. */
export const cursorValuesFit = (types: ReadonlyArray<SortValueType>, values: unknown): values is unknown[] =>
  Array.isArray(values) &&
  values.length === types.length &&
  types.every((type, index) => {
    const value = values[index];
    switch (type) {
      case 'text':
        return typeof value === 'string' && value.length <= 1000 && !value.includes('\u0000');
      case 'integer':
        return typeof value === 'number' && Number.isSafeInteger(value);
      case 'boolean':
        return typeof value === 'boolean';
      default:
        return isUtcInstant(value);
    }
  });
