import { declaredGrids, filterLimitDetail, savedFilterOverLimit } from '@paygrid/domain';
import { Problem, problemItem } from '../http/problem';

/**
 * A saved view or saved filter is refused when one of its filters goes past the grid's limits (issue 33): saved,
 * it would run for every member who opens it. One saved before the limits is still applied without that filter
 * (apply-view.ts), and cannot be saved again as it is.
 */
export function refuseFiltersOverLimit(
  gridCode: string,
  filters: ReadonlyArray<{ key: string; value: string }> | undefined,
): void {
  const grid = declaredGrids.get(gridCode);
  if (!grid || !filters) return;
  const over = savedFilterOverLimit(grid, filters);
  if (!over) return;
  const detail = filterLimitDetail(over.limit);
  throw new Problem(422, `The saved filter ${over.key} asks too much: ${detail}`, [
    {
      ...problemItem(422, 'filter_too_long', 'Invalid attribute', detail),
      source: { pointer: `/data/attributes/filters/${over.index}/value` },
    },
  ]);
}
