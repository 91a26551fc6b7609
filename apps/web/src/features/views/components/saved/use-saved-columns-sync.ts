import type { GridColumn } from '@paygrid/domain/grid/columns';
import { defaultLayout } from '@paygrid/domain/grid/layout/column-layout';
import { layoutForGrid, layoutToViewColumns } from '@paygrid/domain/grid/layout/saved-layout';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useSavedColumns } from '../../api/grid-presets';
import { useSaveColumns } from '../../api/save-columns';

export type SavedColumnsSyncOptions = {
  gridCode: string;
  /** The grid's declared columns, in declared order: that layout, with the editor off, is saved as nothing. */
  declared: ReadonlyArray<string>;
  /** The columns the grid declares fixed (SPEC §3): pinned in the declared layout, whatever a saved one says. */
  fixed: ReadonlyArray<string>;
  /** The grid's columns now, in order (absent = hidden). */
  columns: ReadonlyArray<GridColumn>;
  /** SPEC §2: whether the grid shows its column editor (false where a grid has no such mode yet). */
  columnEditing?: boolean;
  /** A saved view is active: its columns rule, nothing is restored or saved. */
  viewActive: boolean;
  /** Puts the reader's saved layout on the grid. */
  onRestore: (columns: GridColumn[], columnEditing: boolean) => void;
  /** How long the layout must rest before it is saved. */
  delayMs?: number;
};

const layoutKey = (columns: ReadonlyArray<GridColumn>, columnEditing: boolean) =>
  JSON.stringify([
    columns.map(({ param, width, fixed }) => [param, width ?? null, fixed ?? false]),
    columnEditing,
  ]);

const linkNamesLayout = (params: URLSearchParams) =>
  params.has('columns') ||
  params.has('pinned') ||
  params.has('hidden') ||
  [...params.keys()].some((key) => key.startsWith('widths['));

/**
 * Issue 14: with no active view, the grid opens with the reader's saved columns (order, widths, pins, hidden,
 * column editing mode), from any tab or machine, unless the link names a layout of its own; each change is
 * saved once the layout has rested.
 */
export function useSavedColumnsSync({
  gridCode,
  declared,
  fixed,
  columns,
  columnEditing = false,
  viewActive,
  onRestore,
  delayMs = 600,
}: SavedColumnsSyncOptions): void {
  const saved = useSavedColumns(gridCode);
  const { mutate: save } = useSaveColumns(gridCode);
  const [searchParams] = useSearchParams();
  const { key: locationKey } = useLocation();
  const [ready, setReady] = useState(false);
  // The restore is asked once for each address: until its navigation arrives, renders (the router's own while it
  // navigates, among them) must not ask again; each new request would cancel the last, and none would arrive.
  const restoredAt = useRef<string | undefined>(undefined);
  const restore = useRef(onRestore);
  restore.current = onRestore;
  // The reader changed the layout here: from then on it is theirs to keep, never replaced by the saved one.
  const touched = useRef(false);
  const shown = useRef(false);
  // What is known to be on the server (or the layout the grid opened with, when nothing is saved yet).
  const [stored, setStored] = useState<string | undefined>(undefined);
  const key = layoutKey(columns, columnEditing);
  // The grid's own layout with the editor off: what a reset gives, kept on the server as nothing at all.
  const declaredKey = useMemo(
    () => layoutKey(layoutToViewColumns(defaultLayout(declared, fixed)), false),
    [declared, fixed],
  );

  // Until the reader changes something, a URL without a layout gets the saved one (again, should a redirect
  // have taken the query away).
  useEffect(() => {
    if (saved.isPending || touched.current) return;
    const layout = saved.data;
    // The saved columns as the grid reads them: one saved before a column was fixed (or a column was dropped) is
    // on screen once restored, and is not restored again and again.
    const savedKey = layout
      ? layoutKey(layoutToViewColumns(layoutForGrid(declared, layout.columns, fixed)), layout.columnEditing)
      : undefined;
    const urlLayout = linkNamesLayout(searchParams);
    // Opened on a link naming a layout: that layout is the link's, not a change of the reader's to save over
    // their own columns. Only what they change from it is saved.
    setStored((known) => known ?? (urlLayout ? key : (savedKey ?? key)));
    if (!layout || viewActive) return setReady(true);
    if (savedKey === key) {
      // The saved layout is on screen: from now on a change is the reader's, a reset to the grid's own layout (an
      // address naming none) among them, never undone by restoring the saved one (issue 32).
      shown.current = true;
      return setReady(true);
    }
    // A layout the URL names (the link's, or the reader's change) is kept from then on.
    if (urlLayout || shown.current) touched.current = true;
    else if (restoredAt.current !== locationKey) {
      restoredAt.current = locationKey;
      restore.current(layout.columns, layout.columnEditing);
    }
    setReady(true);
  }, [saved.isPending, saved.data, viewActive, searchParams, locationKey, key, declared, fixed]);

  // A change still resting as the page goes away (a reload, a closed tab) is saved then, in a request that outlives
  // the page: the next opening reads the saved columns, and a reset (an address naming no layout) would be undone.
  const leaving = useRef<(() => void) | undefined>(undefined);
  useEffect(() => {
    const onPageHide = () => leaving.current?.();
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, []);
  useEffect(() => {
    // A restore lands in two steps: the editing mode at once, the layout with the navigation it asked for. Until
    // that navigation has arrived, what is on screen is half the saved layout, not a change of the reader's.
    const restoring = restoredAt.current === locationKey && !shown.current;
    if (!ready || viewActive || key === stored || restoring) return;
    const saveNow = (pageLeaving: boolean) => {
      leaving.current = undefined;
      touched.current = true;
      setStored(key);
      save({
        gridCode,
        columns: [...columns],
        columnEditing,
        ...(pageLeaving ? { leaving: true } : {}),
        ...(key === declaredKey ? { declared: true } : {}),
      });
    };
    leaving.current = () => saveNow(true);
    const timer = setTimeout(() => saveNow(false), delayMs);
    return () => {
      clearTimeout(timer);
      leaving.current = undefined;
    };
  }, [
    ready,
    viewActive,
    key,
    declaredKey,
    stored,
    save,
    gridCode,
    columns,
    columnEditing,
    delayMs,
    locationKey,
  ]);
}
