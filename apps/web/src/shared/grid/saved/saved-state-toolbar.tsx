import type { GridDeclaration } from '@paygrid/domain/grid/grid-declaration';
import type { GridQueryState } from '../use-grid-query-state';
import { SavedFiltersPicks } from './saved-filters-picks';
import { SavedViewsBar } from './saved-views-bar';
import { useGridSaving } from './use-grid-saving';

type SavedStateToolbarProps = {
  grid: GridDeclaration;
  state: GridQueryState;
  /** The grid's column editing mode: saved with the reader's columns, across tabs and machines. */
  editing: { on: boolean; set: (on: boolean) => void };
};

/** Above a grid: its favourite saved views, then its saved filters as quick picks; saved columns kept in sync. */
export function SavedStateToolbar({ grid, state, editing }: SavedStateToolbarProps) {
  const saved = useGridSaving(grid, state, editing);
  return (
    <>
      <SavedViewsBar {...saved.views} />
      <SavedFiltersPicks {...saved.filters} />
    </>
  );
}
