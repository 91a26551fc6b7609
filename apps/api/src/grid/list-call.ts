import type { ViewForList } from './apply-view';
import type { TakeHeavyRead } from './heavy-reads';

/**
 * What a grid list call brings to the engine: its query, the reader's preferences, how to read a saved view and
 * how to take a slot of the organisation's expensive reads. The engine knows no HTTP request: the routes make one
 * from the request (`grid-routes/organization-grid-routes.ts`'s `ListCallOf`, composed in `server.ts`).
 */
export type ListCall = {
  query: string;
  /** The reader's data_grid_items_count (SPEC §3; 20 when unset). */
  defaultSize: number;
  timeZone: string;
  locale: string;
  userId: string;
  /** Reads a view as its organisation's member may (another organisation's answers 404). */
  loadView(id: string): Promise<ViewForList>;
  /** A slot of the organisation's expensive reads (a search, a summary, an export), or busy (issue 33). */
  takeHeavyRead: TakeHeavyRead;
};
