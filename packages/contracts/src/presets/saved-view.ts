import { z } from 'zod';
import {
  columnsSchema,
  filtersSchema,
  presetBodySchema,
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
const createViewAttributes = sharedPresetInputSchema.extend({
  description: z.string().trim().max(500).optional(),
  sort: sortSchema.default([]),
  table_columns: columnsSchema.default([]),
  filters: filtersSchema.default([]),
});
export const createSavedViewBodySchema = presetBodySchema('view', createViewAttributes);
export type CreateSavedViewBody = z.input<typeof createSavedViewBodySchema>;

/** PATCH /dashboard/views/{id}: any of the attributes but the grid. */
export const updateSavedViewBodySchema = presetBodySchema(
  'view',
  createViewAttributes
    .omit({ grid_code: true })
    .extend({ description: z.string().trim().max(500).nullable().optional() })
    .partial(),
);
export type UpdateSavedViewBody = z.input<typeof updateSavedViewBodySchema>;

/** The answer to PATCH /dashboard/views/favorites: every favourite of the grid as saved. */
export const savedViewFavoritesAnswerSchema = z.object({ data: z.array(savedViewSchema) });
