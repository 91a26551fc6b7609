import { isHttpError } from '@paygrid/domain/errors/http-error';
import type { GridColumn } from '@paygrid/domain/grid/columns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { type GridPresets, gridPresetsQuery, type SavedColumns } from './grid-presets';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const savedColumnsAnswer = lazyAnswer(
  () => import('@paygrid/contracts/presets/saved-columns'),
  'savedColumnsAnswerSchema',
);

export type ColumnsToSave = {
  gridCode: string;
  columns: GridColumn[];
  columnEditing: boolean;
  /** Saved as the page goes away: the request outlives it. */
  leaving?: boolean;
};

const tableColumns = (columns: ReadonlyArray<GridColumn>) =>
  columns.map(({ param, width, fixed }, position) => ({
    property: param,
    position,
    width: width ?? null,
    fixed: fixed ?? false,
  }));

const patch = (id: string, { columns, columnEditing, leaving }: ColumnsToSave) =>
  api.patch(`/dashboard/columns/${encodeURIComponent(id)}`, savedColumnsAnswer, {
    keepalive: leaving === true,
    body: {
      data: {
        type: 'columns',
        attributes: { table_columns: tableColumns(columns), column_editing: columnEditing },
      },
    },
  });

/** POST /dashboard/columns the first time, PATCH /dashboard/columns/{id} after (one layout per person and grid). */
async function saveColumns(
  input: ColumnsToSave,
  known: SavedColumns | null | undefined,
  refetch: () => Promise<GridPresets>,
) {
  if (known) return patch(known.id, input);
  try {
    return await api.post('/dashboard/columns', savedColumnsAnswer, {
      keepalive: input.leaving === true,
      body: {
        data: {
          type: 'columns',
          attributes: {
            grid_code: input.gridCode,
            table_columns: tableColumns(input.columns),
            column_editing: input.columnEditing,
          },
        },
      },
    });
  } catch (error) {
    // Another tab saved this grid's first layout a moment ago: change that one.
    const saved = isHttpError(error) && error.status === 409 ? (await refetch()).columns : null;
    if (!saved) throw error;
    return patch(saved.id, input);
  }
}

/** The saved layout is kept in the cache as saved, so the next change is a PATCH. */
export function useSaveColumns(gridCode: string) {
  const queryClient = useQueryClient();
  const query = gridPresetsQuery(gridCode);
  return useMutation({
    mutationFn: (input: ColumnsToSave) =>
      saveColumns(input, queryClient.getQueryData(query.queryKey)?.columns, () =>
        queryClient.fetchQuery({ ...query, staleTime: 0 }),
      ),
    onSuccess: (answer, input) => {
      const columns: SavedColumns = {
        id: answer.data.id,
        columns: input.columns,
        columnEditing: input.columnEditing,
      };
      queryClient.setQueryData(query.queryKey, (presets) => (presets ? { ...presets, columns } : presets));
    },
  });
}
