import { ACCESS_SCOPES } from '@paygrid/domain';
import { z } from 'zod';
import { gridPagingSchema } from '../common/grid';

/** Positions are int4 columns: a bigger number never reaches the database (issue 11). */
const POSITION_MAX = 2_147_483_647;

/** SPEC §3 leaves access_scope's values open; packages/domain declares them once. */
export const accessScopes = ACCESS_SCOPES;
const gridCode = z
  .string()
  .regex(/^[a-z][a-z0-9-]{1,40}$/, 'A grid code: lowercase letters, digits and hyphens');
const sortSchema = z
  .array(z.object({ property: z.string().min(1).max(64), direction: z.enum(['asc', 'desc']) }))
  .max(10);
const columnsSchema = z
  .array(
    z.object({
      property: z.string().min(1).max(64),
      fixed: z.boolean(),
      width: z.number().int().min(20).max(2000).nullable(),
      position: z.number().int().min(0).max(POSITION_MAX),
    }),
  )
  .max(60);
/** Values are the JSON text of each filter's wire value ("values stringified", SPEC §7). */
const filtersSchema = z
  .array(z.object({ key: z.string().min(1).max(64), value: z.string().max(2000) }))
  .max(40);

/** §3 saved view attributes as the API sends them. */
export const savedViewAttributesSchema = z.object({
  grid_code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  access_scope: z.enum(accessScopes),
  created_at: z.string(),
  updated_at: z.string(),
  filters: filtersSchema,
  is_favorite: z.boolean(),
  position: z.number().int(),
  sort: sortSchema,
  table_columns: columnsSchema,
});
export const savedViewSchema = z.object({
  type: z.literal('view'),
  id: z.string(),
  owner: z.string().nullable(),
  attributes: savedViewAttributesSchema,
});
export type SavedViewResourceWire = z.infer<typeof savedViewSchema>;

/** GET /dashboard/views: data and meta.pages (SPEC §7: the client fetches every page in a loop). */
export const savedViewListSchema = z.object({
  data: z.array(savedViewSchema),
  meta: z.object({ pages: z.number().int(), page: gridPagingSchema }),
});
export const savedViewAnswerSchema = z.object({ data: savedViewSchema });

/** POST /dashboard/views with type view (SPEC §7). */
export const createSavedViewBodySchema = z.object({
  data: z.object({
    type: z.literal('view'),
    attributes: z.object({
      grid_code: gridCode,
      name: z.string().trim().min(1).max(100),
      access_scope: z.enum(accessScopes),
      is_favorite: z.boolean().default(true),
      position: z.number().int().min(0).max(1_000_000),
      description: z.string().trim().max(500).optional(),
      sort: sortSchema.default([]),
      table_columns: columnsSchema.default([]),
      filters: filtersSchema.default([]),
    }),
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
      .partial(),
  }),
});
export type UpdateSavedViewBody = z.input<typeof updateSavedViewBodySchema>;

/** PATCH /dashboard/views/favorites with type bulk-update: the favourites of a grid in their new positions. */
export const favoritesBulkUpdateBodySchema = z.object({
  data: z.object({
    type: z.literal('bulk-update'),
    attributes: z.object({
      grid_code: gridCode,
      favorites: z
        .array(z.object({ id: z.uuid(), position: z.number().int().min(0).max(POSITION_MAX) }))
        .max(200),
    }),
  }),
});

/** The answer to that: every favourite of the grid as saved. */
export const savedViewFavoritesAnswerSchema = z.object({ data: z.array(savedViewSchema) });

/** GET /dashboard/views query: filter[grid_code], filter[is_favorite], page[size], page[number]. */
export const savedViewListQuerySchema = z.object({
  'filter[grid_code]': gridCode.optional(),
  'filter[is_favorite]': z.enum(['true', 'false', '1', '0']).optional(),
  'page[size]': z.coerce.number().int().min(1).max(100).optional(),
  'page[number]': z.coerce.number().int().min(1).optional(),
});
