import type { GridToolbarProps } from '~/shared/grid/grid-toolbar-slot';
import { SavedFiltersPicks } from './saved-filters-picks';
import { SavedViewsBar } from './saved-views-bar';
import { useGridSaving } from './use-grid-saving';

/** Above a grid: its favourite saved views, then its saved filters as quick picks; saved columns kept in sync. */
export function SavedStateToolbar({ grid, state, editing }: GridToolbarProps) {
  const saved = useGridSaving(grid, state, editing);
  return (
    <>
      <SavedViewsBar {...saved.views} />
      <SavedFiltersPicks {...saved.filters} />
    </>
  );
}
