import type { SavedView } from './saved-view';
import { viewStateQuery } from './view-diff';
import { applyView } from './view-state';

/**
 * §4 what picking a view puts in the URL: its id as `view_id`, its sort, filters and columns, and no page (the
 * list starts again at the first page). A relative date filter stays its `preset`, so it moves with the calendar.
 */
export const pickedViewQuery = (
  view: SavedView,
  knownColumns: ReadonlyArray<string>,
): Record<string, unknown> => viewStateQuery(applyView(view), knownColumns, view.id);
