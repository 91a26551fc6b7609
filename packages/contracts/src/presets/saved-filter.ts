import { z } from 'zod';
import {
  filtersSchema,
  presetBodySchema,
  presetListSchema,
  presetResourceSchema,
  sharedPresetAttributesSchema,
  sharedPresetInputSchema,
} from './preset-fields';

// A saved filter is the filter part of a view: the same grid codes and stringified filter values (issue 13).

export const savedFilterSchema = presetResourceSchema('filter', sharedPresetAttributesSchema);
export type SavedFilterResourceWire = z.infer<typeof savedFilterSchema>;

/** GET /dashboard/filters: data and meta.pages, as views. */
export const savedFilterListSchema = presetListSchema(savedFilterSchema);
export const savedFilterAnswerSchema = z.object({ data: savedFilterSchema });

/** POST /dashboard/filters with type filter. */
const createFilterAttributes = sharedPresetInputSchema.extend({
  filters: filtersSchema.min(1, 'A saved filter keeps at least one filter'),
});
export const createSavedFilterBodySchema = presetBodySchema('filter', createFilterAttributes);
export type CreateSavedFilterBody = z.input<typeof createSavedFilterBodySchema>;

/** PATCH /dashboard/filters/{id}: any of the attributes but the grid. */
export const updateSavedFilterBodySchema = presetBodySchema(
  'filter',
  createFilterAttributes.omit({ grid_code: true }).partial(),
);
export type UpdateSavedFilterBody = z.input<typeof updateSavedFilterBodySchema>;

/** The answer to PATCH /dashboard/filters/favorites, as views. */
export const savedFilterFavoritesAnswerSchema = z.object({ data: z.array(savedFilterSchema) });
