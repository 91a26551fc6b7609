import { z } from 'zod';
import {
  filtersSchema,
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
export const createSavedFilterBodySchema = z.object({
  data: z.object({
    type: z.literal('filter'),
    attributes: sharedPresetInputSchema
      .extend({ filters: filtersSchema.min(1, 'A saved filter keeps at least one filter') })
      // An attribute the call does not know is refused, not ignored (DESIGN: the API is strict).
      .strict(),
  }),
});
export type CreateSavedFilterBody = z.input<typeof createSavedFilterBodySchema>;

/** PATCH /dashboard/filters/{id}: any of the attributes but the grid. */
export const updateSavedFilterBodySchema = z.object({
  data: z.object({
    type: z.literal('filter'),
    attributes: createSavedFilterBodySchema.shape.data.shape.attributes
      .omit({ grid_code: true })
      .partial()
      .strict(),
  }),
});
export type UpdateSavedFilterBody = z.input<typeof updateSavedFilterBodySchema>;

/** The answer to PATCH /dashboard/filters/favorites, as views. */
export const savedFilterFavoritesAnswerSchema = z.object({ data: z.array(savedFilterSchema) });
