import { z } from 'zod';
import {
  columnsSchema,
  filtersSchema,
  presetListSchema,
  presetResourceSchema,
  sharedPresetAttributesSchema,
  sharedPresetInputSchema,
  sortSchema,
} from './preset-fields';

/** §3 saved view attributes as the API sends them. */
export const savedViewAttributesSchema = sharedPresetAttributesSchema.extend({
  description: z.string().nullable(),
  sort: sortSchema,
  table_columns: columnsSchema,
});
export const savedViewSchema = presetResourceSchema('view', savedViewAttributesSchema);
export type SavedViewResourceWire = z.infer<typeof savedViewSchema>;

/** GET /dashboard/views: data and meta.pages (SPEC §7: the client fetches every page in a loop). */
export const savedViewListSchema = presetListSchema(savedViewSchema);
export const savedViewAnswerSchema = z.object({ data: savedViewSchema });

/** POST /dashboard/views with type view (SPEC §7). */
export const createSavedViewBodySchema = z.object({
  data: z.object({
    type: z.literal('view'),
    attributes: sharedPresetInputSchema
      .extend({
        description: z.string().trim().max(500).optional(),
        sort: sortSchema.default([]),
        table_columns: columnsSchema.default([]),
        filters: filtersSchema.default([]),
      })
      // An attribute the call does not know is refused, not ignored (DESIGN: the API is strict).
      .strict(),
  }),
});
export type CreateSavedViewBody = z.input<typeof createSavedViewBodySchema>;

/** PATCH /dashboard/views/{id}: any of the attributes but the grid. */
export const updateSavedViewBodySchema = z.object({
  data: z.object({
    type: z.literal('view'),
    attributes: createSavedViewBodySchema.shape.data.shape.attributes
      .omit({ grid_code: true })
      .extend({ description: z.string().trim().max(500).nullable().optional() })
      .partial()
      .strict(),
  }),
});
export type UpdateSavedViewBody = z.input<typeof updateSavedViewBodySchema>;

/** The answer to PATCH /dashboard/views/favorites: every favourite of the grid as saved. */
export const savedViewFavoritesAnswerSchema = z.object({ data: z.array(savedViewSchema) });
