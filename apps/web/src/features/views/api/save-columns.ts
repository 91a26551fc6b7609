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
const acknowledgement = lazyAnswer(
  () => import('@paygrid/contracts/auth/account-fields'),
  'acknowledgementSchema',
);

export type ColumnsToSave = {
  gridCode: string;
  columns: GridColumn[];
  columnEditing: boolean;
  /** Saved as the page goes away: the request outlives it. */
  leaving?: boolean;
  /** The grid's declared layout with the editor off (a reset): nothing of the reader's is left to keep. */
  declared?: boolean;
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

/**
 * The grid's declared layout is kept by keeping nothing: DELETE /dashboard/columns/{id} (SPEC §7, issue 41), and
 * nothing at all when nothing was saved.
 */
async function forgetColumns(input: ColumnsToSave, known: SavedColumns | null | undefined): Promise<null> {
  if (known)
    await api.delete(`/dashboard/columns/${encodeURIComponent(known.id)}`, acknowledgement, {
      keepalive: input.leaving === true,
    });
  return null;
}

/** The saved layout is kept in the cache as saved, so the next change is a PATCH (after a reset, a POST). */
export function useSaveColumns(gridCode: string) {
  const queryClient = useQueryClient();
  const query = gridPresetsQuery(gridCode);
  return useMutation({
    mutationFn: (input: ColumnsToSave) => {
      const known = queryClient.getQueryData(query.queryKey)?.columns;
      if (input.declared) return forgetColumns(input, known);
      return saveColumns(input, known, () => queryClient.fetchQuery({ ...query, staleTime: 0 }));
    },
    onSuccess: (answer, input) => {
      const columns: SavedColumns | null = answer
        ? { id: answer.data.id, columns: input.columns, columnEditing: input.columnEditing }
        : null;
      queryClient.setQueryData(query.queryKey, (presets) => (presets ? { ...presets, columns } : presets));
    },
  });
}
