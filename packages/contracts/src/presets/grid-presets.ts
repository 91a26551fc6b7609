import { z } from 'zod';
import { gridCodeSchema } from './preset-fields';
import { savedColumnsSchema } from './saved-columns';
import { savedFilterSchema } from './saved-filter';
import { savedViewSchema } from './saved-view';

/** GET /dashboard/presets query: the grid whose presets a page opens with. */
export const gridPresetsQuerySchema = z.object({ 'filter[grid_code]': gridCodeSchema });

/**
 * GET /dashboard/presets: what a grid page needs of its presets, in one answer (issue 34): the favourite views and
 * the favourite filters the reader sees, highest position first, and the reader's own columns (null: none saved).
 */
export const gridPresetsSchema = z.object({
  data: z.object({
    views: z.array(savedViewSchema),
    filters: z.array(savedFilterSchema),
    columns: savedColumnsSchema.nullable(),
  }),
});
export type GridPresetsWire = z.infer<typeof gridPresetsSchema>;
