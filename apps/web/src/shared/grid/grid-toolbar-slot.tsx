import type { GridDeclaration } from '@paygrid/domain/grid/grid-declaration';
import { type ComponentType, createContext, useContext } from 'react';
import type { GridQueryState } from './use-grid-query-state';

export type GridToolbarProps = {
  grid: GridDeclaration;
  state: GridQueryState;
  /** The grid's column editing mode: saved with the reader's columns, across tabs and machines. */
  editing: { on: boolean; set: (on: boolean) => void };
};

/**
 * What sits above every grid and belongs to a feature (saved views, saved filters, saved columns). The app puts it
 * here, so the shared grid never imports a feature.
 */
const GridToolbarSlot = createContext<ComponentType<GridToolbarProps> | null>(null);

export const GridToolbarProvider = GridToolbarSlot.Provider;

export function useGridToolbar(): ComponentType<GridToolbarProps> | null {
  return useContext(GridToolbarSlot);
}
