import type {
  CreateSavedFilterBody,
  SavedFilterResourceWire,
  UpdateSavedFilterBody,
} from '@paygrid/contracts';
import { canChangeSavedPreset, numberPagingData } from '@paygrid/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuseFiltersOverLimit } from '../../grid/saved-filter-limits';
import { forbidden, notFound } from '../../http/problem';
import type { OrganizationContext } from '../organizations/context';
import { assertMayShare, visiblePresets } from '../organizations/shared-presets';
import { savedFilters } from './tables';

type FilterRow = typeof savedFilters.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function savedFilterResource(row: FilterRow): SavedFilterResourceWire {
  return {
    type: 'filter',
    id: row.id,
    owner: row.ownerId,
    attributes: {
      grid_code: row.gridCode,
      name: row.name,
      access_scope: row.accessScope,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      filters: row.filters,
      is_favorite: row.isFavorite,
      position: row.position,
    },
  };
}

const visibleTo = (context: OrganizationContext) => visiblePresets(savedFilters, context);

export async function listSavedFilters(
  db: Db,
  context: OrganizationContext,
  query: { gridCode?: string | undefined; favorite?: boolean | undefined; size: number; number: number },
) {
  const where = and(
    visibleTo(context),
    query.gridCode ? eq(savedFilters.gridCode, query.gridCode) : undefined,
    query.favorite === undefined ? undefined : eq(savedFilters.isFavorite, query.favorite),
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(savedFilters).where(where);
  const rows = await db
    .select()
    .from(savedFilters)
    .where(where)
    .orderBy(desc(savedFilters.position), desc(savedFilters.createdAt), savedFilters.id)
    .limit(query.size)
    .offset((query.number - 1) * query.size);
  const page = numberPagingData({ total, size: query.size, number: query.number, count: rows.length });
  return { data: rows.map(savedFilterResource), meta: { pages: page.pages, page } };
}

/** Another organisation's filter, another member's private one and a malformed id all answer 404 alike. */
export async function getSavedFilter(db: Db, context: OrganizationContext, id: string): Promise<FilterRow> {
  const [row] = UUID.test(id)
    ? await db
        .select()
        .from(savedFilters)
        .where(and(eq(savedFilters.id, id), visibleTo(context)))
        .limit(1)
    : [];
  if (!row) throw notFound();
  return row;
}

/** The owner changes a filter; an admin (or the organisation's owner) may also change a shared one. */
async function changeableFilter(db: Db, context: OrganizationContext, id: string): Promise<FilterRow> {
  const row = await getSavedFilter(db, context, id);
  const ownedByActor = row.ownerId === context.auth.user.id;
  if (canChangeSavedPreset(context.membership.role, { ownedByActor, scope: row.accessScope })) return row;
  throw forbidden('Only the person who saved this filter, or an admin, can change it.', 'not_filter_owner');
}

export async function createSavedFilter(
  db: Db,
  context: OrganizationContext,
  attributes: CreateSavedFilterBody['data']['attributes'] & { is_favorite: boolean },
): Promise<FilterRow> {
  refuseFiltersOverLimit(attributes.grid_code, attributes.filters);
  assertMayShare(context, attributes.access_scope);
  const [row] = await db
    .insert(savedFilters)
    .values({
      organizationId: context.organization.id,
      ownerId: context.auth.user.id,
      gridCode: attributes.grid_code,
      name: attributes.name,
      accessScope: attributes.access_scope,
      isFavorite: attributes.is_favorite,
      position: attributes.position,
      filters: attributes.filters,
    })
    .returning();
  if (!row) throw new Error('filter insert returned nothing');
  return row;
}

export async function updateSavedFilter(
  db: Db,
  context: OrganizationContext,
  id: string,
  attributes: UpdateSavedFilterBody['data']['attributes'],
): Promise<FilterRow> {
  const row = await changeableFilter(db, context, id);
  refuseFiltersOverLimit(row.gridCode, attributes.filters);
  assertMayShare(context, attributes.access_scope);
  const [updated] = await db
    .update(savedFilters)
    .set({
      ...(attributes.name !== undefined ? { name: attributes.name } : {}),
      ...(attributes.access_scope !== undefined ? { accessScope: attributes.access_scope } : {}),
      ...(attributes.is_favorite !== undefined ? { isFavorite: attributes.is_favorite } : {}),
      ...(attributes.position !== undefined ? { position: attributes.position } : {}),
      ...(attributes.filters !== undefined ? { filters: attributes.filters } : {}),
      updatedAt: new Date(),
    })
    .where(eq(savedFilters.id, row.id))
    .returning();
  return updated ?? row;
}

export async function deleteSavedFilter(db: Db, context: OrganizationContext, id: string): Promise<void> {
  const row = await changeableFilter(db, context, id);
  await db.delete(savedFilters).where(eq(savedFilters.id, row.id));
}

/** PATCH /dashboard/filters/favorites: the listed own filters of the grid become favourites at their positions, all or none. */
export async function reorderFavoriteFilters(
  db: Db,
  context: OrganizationContext,
  gridCode: string,
  favorites: ReadonlyArray<{ id: string; position: number }>,
): Promise<FilterRow[]> {
  return db.transaction(async (tx) => {
    const updated: FilterRow[] = [];
    for (const favorite of favorites) {
      const [row] = UUID.test(favorite.id)
        ? await tx
            .update(savedFilters)
            .set({ position: favorite.position, isFavorite: true, updatedAt: new Date() })
            .where(
              and(
                eq(savedFilters.id, favorite.id),
                eq(savedFilters.gridCode, gridCode),
                eq(savedFilters.organizationId, context.organization.id),
                eq(savedFilters.ownerId, context.auth.user.id),
              ),
            )
            .returning()
        : [];
      // One foreign or unknown id fails the whole reorder: nothing half-applied.
      if (!row) throw notFound(`No filter ${favorite.id} of yours in ${gridCode}`);
      updated.push(row);
    }
    return updated;
  });
}
