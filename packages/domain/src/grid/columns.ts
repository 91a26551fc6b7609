/** One chosen column of the grid state (order is the array order). */
export type GridColumn = { param: string; width?: number | null; fixed?: boolean };

/** §7 `columns` of a request: comma-separated params. */
export const serializeColumns = (columns: ReadonlyArray<string>): string => columns.join(',');

export const parseColumns = (text: string | undefined): string[] =>
  [...new Set((text ?? '').split(',').map((part) => part.trim()))].filter((part) => part !== '');
