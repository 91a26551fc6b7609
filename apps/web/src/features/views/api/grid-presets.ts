import type { GridPresetsWire } from '@paygrid/contracts/presets/grid-presets';
import type { GridColumn } from '@paygrid/domain/grid/columns';
import type { FilterWire } from '@paygrid/domain/grid/filter-types';
import { stringifyQuery } from '@paygrid/domain/grid/query-string';
import { parseFilterValueText, type SavedView, savedViewFromResource } from '@paygrid/domain/grid/saved-view';
import { sortViewsForDisplay } from '@paygrid/domain/grid/view-positions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { viewKeys } from './view-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const gridPresetsAnswer = lazyAnswer(
  () => import('@paygrid/contracts/presets/grid-presets'),
  'gridPresetsSchema',
);

/** A saved filter in client form: the filter part of a view. */
export type SavedFilter = {
  id: string;
  gridId: string;
  name: string;
  scope: string;
  owner: string | null;
  index: number;
  filter: Record<string, FilterWire>;
};

/** One person's saved layout of a grid: its columns in order (absent = hidden) and the column editing mode. */
export type SavedColumns = { id: string; columns: GridColumn[]; columnEditing: boolean };

/** What a grid page opens with: its favourite views and filters, highest position first, and the reader's columns. */
export type GridPresets = { views: SavedView[]; filters: SavedFilter[]; columns: SavedColumns | null };

const savedFilterFromResource = ({
  id,
  owner,
  attributes,
}: GridPresetsWire['data']['filters'][number]): SavedFilter => ({
  id,
  gridId: attributes.grid_code,
  name: attributes.name,
  scope: attributes.access_scope,
  owner,
  index: attributes.position,
  filter: Object.fromEntries(attributes.filters.map(({ key, value }) => [key, parseFilterValueText(value)])),
});

const savedColumnsFromResource = ({
  id,
  attributes,
}: NonNullable<GridPresetsWire['data']['columns']>): SavedColumns => ({
  id,
  columns: [...attributes.table_columns]
    .sort((a, b) => a.position - b.position)
    .map(({ property, width, fixed }) => ({ param: property, width, fixed })),
  columnEditing: attributes.column_editing,
});

/**
 * GET /dashboard/presets?filter[grid_code]=…: a grid page's presets in one request (issue 34). SPEC §7's paged loop
 * over GET /dashboard/views stays served; one answer serves the page (ADR 0099).
 */
async function fetchGridPresets(gridCode: string): Promise<GridPresets> {
  const { data } = await api.get(
    `/dashboard/presets?${stringifyQuery({ filter: { grid_code: gridCode } })}`,
    gridPresetsAnswer,
  );
  return {
    views: sortViewsForDisplay(data.views.map(savedViewFromResource)),
    filters: sortViewsForDisplay(data.filters.map(savedFilterFromResource)),
    columns: data.columns ? savedColumnsFromResource(data.columns) : null,
  };
}

export const gridPresetsQuery = (gridCode: string) =>
  queryOptions({ queryKey: viewKeys.grid(gridCode), queryFn: () => fetchGridPresets(gridCode) });

const views = (presets: GridPresets) => presets.views;
const filters = (presets: GridPresets) => presets.filters;
const columns = (presets: GridPresets) => presets.columns;

/** The grid's favourite views; one request with its filters and columns. */
export const useSavedViewList = (gridCode: string) =>
  useQuery({ ...gridPresetsQuery(gridCode), select: views });
/** The grid's favourite saved filters; one request with its views and columns. */
export const useSavedFilterList = (gridCode: string) =>
  useQuery({ ...gridPresetsQuery(gridCode), select: filters });
/** The reader's own layout of the grid, or null; one request with its views and filters. */
export const useSavedColumns = (gridCode: string) =>
  useQuery({ ...gridPresetsQuery(gridCode), select: columns });

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
export const savedViewAnswer = lazyAnswer(
  () => import('@paygrid/contracts/presets/saved-view'),
  'savedViewAnswerSchema',
);

/**
 * GET /dashboard/views/{id} (SPEC §7): a view the address names that is not among the grid's favourites (a shared
 * link to one), read only when the favourites are in and do not hold it.
 */
export const useOpenedView = (gridCode: string, id: string | undefined, wanted: boolean) =>
  useQuery({
    queryKey: [...viewKeys.grid(gridCode), 'opened', id ?? ''] as const,
    queryFn: async () =>
      savedViewFromResource(
        (await api.get(`/dashboard/views/${encodeURIComponent(id ?? '')}`, savedViewAnswer)).data,
      ),
    enabled: wanted && id !== undefined,
    retry: false,
  });
