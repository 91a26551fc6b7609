/** §3 a column a grid can show. */
export type TableColumn = {
  param: string;
  label: string;
  groupLabel?: string;
  prefix?: string;
  width?: number;
  fixed?: boolean;
};

/** One chosen column of the grid state (order is the array order). */
export type GridColumn = { param: string; width?: number | null; fixed?: boolean };

/** The columns to show for a choice of params, in the chosen order; unknown params are dropped. */
export const chooseColumns = (
  available: ReadonlyArray<TableColumn>,
  params: ReadonlyArray<string>,
): TableColumn[] => {
  const byParam = new Map(available.map((column) => [column.param, column]));
  return [...new Set(params)].flatMap((param) => {
    const column = byParam.get(param);
    return column ? [column] : [];
  });
};

/** §7 `columns` of a request: comma-separated params. */
export const serializeColumns = (columns: ReadonlyArray<string>): string => columns.join(',');

export const parseColumns = (text: string | undefined): string[] =>
  [...new Set((text ?? '').split(',').map((part) => part.trim()))].filter((part) => part !== '');
