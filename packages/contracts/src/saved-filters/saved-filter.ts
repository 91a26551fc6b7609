import { z } from 'zod';
import { gridPagingSchema } from '../common/grid';
import {
  accessScopes,
  createSavedViewBodySchema,
  favoritesBulkUpdateBodySchema,
  savedViewAttributesSchema,
  savedViewListQuerySchema,
} from '../views/saved-view';

// A saved filter is the filter part of a view: the same grid codes and stringified filter values.
const viewAttributes = createSavedViewBodySchema.shape.data.shape.attributes.shape;
const filtersSchema = savedViewAttributesSchema.shape.filters;

/** A saved filter's attributes as the API sends them (issue 13). */
export const savedFilterAttributesSchema = z.object({
  grid_code: z.string(),
  name: z.string(),
  access_scope: z.enum(accessScopes),
  created_at: z.string(),
  updated_at: z.string(),
  filters: filtersSchema,
  is_favorite: z.boolean(),
  position: z.number().int(),
});
export const savedFilterSchema = z.object({
  type: z.literal('filter'),
  id: z.string(),
  owner: z.string().nullable(),
  attributes: savedFilterAttributesSchema,
});
export type SavedFilterResourceWire = z.infer<typeof savedFilterSchema>;

/** GET /dashboard/filters: data and meta.pages, as views. */
export const savedFilterListSchema = z.object({
  data: z.array(savedFilterSchema),
  meta: z.object({ pages: z.number().int(), page: gridPagingSchema }),
});
export const savedFilterAnswerSchema = z.object({ data: savedFilterSchema });

/** POST /dashboard/filters with type filter. */
export const createSavedFilterBodySchema = z.object({
  data: z.object({
    type: z.literal('filter'),
    attributes: z
      .object({
        grid_code: viewAttributes.grid_code,
        name: viewAttributes.name,
        access_scope: viewAttributes.access_scope,
        is_favorite: viewAttributes.is_favorite,
        position: viewAttributes.position,
        filters: filtersSchema.min(1, 'A saved filter keeps at least one filter'),
      })
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

/** PATCH /dashboard/filters/favorites with type bulk-update, as views. */
export const savedFilterFavoritesBodySchema = favoritesBulkUpdateBodySchema;
export const savedFilterFavoritesAnswerSchema = z.object({ data: z.array(savedFilterSchema) });

/** GET /dashboard/filters query: filter[grid_code], filter[is_favorite], page[size], page[number]. */
export const savedFilterListQuerySchema = savedViewListQuerySchema;
