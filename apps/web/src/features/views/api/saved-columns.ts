import type { GridColumn } from '@paygrid/domain/grid/columns';
import { stringifyQuery } from '@paygrid/domain/grid/query-string';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { viewKeys } from './view-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const savedColumnsListAnswer = lazyAnswer(
  () => import('@paygrid/contracts/saved-columns/saved-columns'),
  'savedColumnsListSchema',
);

/** One person's saved layout of a grid: its columns in order (absent = hidden) and the column editing mode. */
export type SavedColumns = { id: string; columns: GridColumn[]; columnEditing: boolean };

/** GET /dashboard/columns?filter[grid_code]=…: the reader's own layout of the grid, or null. */
export async function fetchSavedColumns(gridCode: string): Promise<SavedColumns | null> {
  const answer = await api.get(
    `/dashboard/columns?${stringifyQuery({ filter: { grid_code: gridCode } })}`,
    savedColumnsListAnswer,
  );
  const saved = answer.data[0];
  if (!saved) return null;
  return {
    id: saved.id,
    columns: [...saved.attributes.table_columns]
      .sort((a, b) => a.position - b.position)
      .map(({ property, width, fixed }) => ({ param: property, width, fixed })),
    columnEditing: saved.attributes.column_editing,
  };
}

export const savedColumnsQuery = (gridCode: string) =>
  queryOptions({ queryKey: viewKeys.columns(gridCode), queryFn: () => fetchSavedColumns(gridCode) });

export const useSavedColumns = (gridCode: string) => useQuery(savedColumnsQuery(gridCode));
