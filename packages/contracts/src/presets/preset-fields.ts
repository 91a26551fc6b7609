import { ACCESS_SCOPES } from '@paygrid/domain';
import { z } from 'zod';
import { gridPagingSchema } from '../common/grid';

// The fields every preset of a grid is made of (saved views, saved filters, saved columns: SPEC §3, §7), once.

/** Positions are int4 columns: a bigger number never reaches the database (issue 11). */
const POSITION_MAX = 2_147_483_647;

/** SPEC §3 leaves access_scope's values open; packages/domain declares them once. */
const accessScopes = ACCESS_SCOPES;
export const gridCodeSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]{1,40}$/, 'A grid code: lowercase letters, digits and hyphens');
export const sortSchema = z
  .array(z.object({ property: z.string().min(1).max(64), direction: z.enum(['asc', 'desc']) }))
  .max(10);
export const columnsSchema = z
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
export const filtersSchema = z
  .array(z.object({ key: z.string().min(1).max(64), value: z.string().max(2000) }))
  .max(40);

/** What a view and a filter answer alike: the grid, the name, the scope, the filters, the favourite position. */
export const sharedPresetAttributesSchema = z.object({
  grid_code: z.string(),
  name: z.string(),
  access_scope: z.enum(accessScopes),
  created_at: z.string(),
  updated_at: z.string(),
  filters: filtersSchema,
  is_favorite: z.boolean(),
  position: z.number().int(),
});

/** What a view and a filter are saved with alike. */
export const sharedPresetInputSchema = z.object({
  grid_code: gridCodeSchema,
  name: z.string().trim().min(1).max(100),
  access_scope: z.enum(accessScopes),
  is_favorite: z.boolean().default(true),
  position: z.number().int().min(0).max(1_000_000),
});

/**
 * A request body of a kind: `data.type` names it and `data.attributes` are checked strictly (an attribute the call
 * does not know is refused, not ignored: DESIGN, the API is strict).
 */
export const presetBodySchema = <Type extends string, Shape extends z.ZodRawShape>(
  type: Type,
  attributes: z.ZodObject<Shape>,
) => z.object({ data: z.object({ type: z.literal(type), attributes: attributes.strict() }) });

/** A preset resource of a kind: its type, id, owner and attributes. */
export const presetResourceSchema = <Type extends string, Attributes extends z.ZodType>(
  type: Type,
  attributes: Attributes,
) => z.object({ type: z.literal(type), id: z.string(), owner: z.string().nullable(), attributes });

/** GET /dashboard/views and /dashboard/filters: data and meta.pages (SPEC §7: the client may fetch every page). */
export const presetListSchema = <Resource extends z.ZodType>(resource: Resource) =>
  z.object({ data: z.array(resource), meta: z.object({ pages: z.number().int(), page: gridPagingSchema }) });

/** PATCH /dashboard/{views,filters}/favorites with type bulk-update: a grid's favourites in their new positions. */
export const favoritesBulkUpdateBodySchema = z.object({
  data: z.object({
    type: z.literal('bulk-update'),
    attributes: z.object({
      grid_code: gridCodeSchema,
      favorites: z
        .array(z.object({ id: z.uuid(), position: z.number().int().min(0).max(POSITION_MAX) }))
        .max(200),
    }),
  }),
});

/** GET /dashboard/{views,filters} query: filter[grid_code], filter[is_favorite], page[size], page[number]. */
export const presetListQuerySchema = z.object({
  'filter[grid_code]': gridCodeSchema.optional(),
  'filter[is_favorite]': z.enum(['true', 'false', '1', '0']).optional(),
  'page[size]': z.coerce.number().int().min(1).max(100).optional(),
  'page[number]': z.coerce.number().int().min(1).optional(),
});
