/** The page sizes a person may choose for every grid (SPEC §3 data_grid_items_count), apart from the schema. */
export const GRID_PAGE_SIZES = [10, 20, 50, 100] as const;
