import type { CreateSavedViewBody, SavedViewResourceWire, UpdateSavedViewBody } from '@paygrid/contracts';
import { canChangeSavedPreset, numberPagingData } from '@paygrid/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuseFiltersOverLimit } from '../../grid/saved-filter-limits';
import { forbidden, notFound } from '../../http/problem';
import type { OrganizationContext } from '../organizations/context';
import { assertMayShare, visiblePresets } from '../organizations/shared-presets';
import { savedViews } from './tables';

type ViewRow = typeof savedViews.$inferSelect;

export function savedViewResource(row: ViewRow): SavedViewResourceWire {
  return {
    type: 'view',
    id: row.id,
    owner: row.ownerId,
    attributes: {
      grid_code: row.gridCode,
      name: row.name,
      description: row.description,
      access_scope: row.accessScope,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      filters: row.filters,
      is_favorite: row.isFavorite,
      position: row.position,
      sort: row.sort,
      table_columns: row.tableColumns,
    },
  };
}

const visibleTo = (context: OrganizationContext) => visiblePresets(savedViews, context);

export async function listSavedViews(
  db: Db,
  context: OrganizationContext,
  query: { gridCode?: string | undefined; favorite?: boolean | undefined; size: number; number: number },
) {
  const where = and(
    visibleTo(context),
    query.gridCode ? eq(savedViews.gridCode, query.gridCode) : undefined,
    query.favorite === undefined ? undefined : eq(savedViews.isFavorite, query.favorite),
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(savedViews).where(where);
  const rows = await db
    .select()
    .from(savedViews)
    .where(where)
    .orderBy(desc(savedViews.position), desc(savedViews.createdAt), savedViews.id)
    .limit(query.size)
    .offset((query.number - 1) * query.size);
  const page = numberPagingData({ total, size: query.size, number: query.number, count: rows.length });
  return { data: rows.map(savedViewResource), meta: { pages: page.pages, page } };
}

async function visibleView(db: Db, context: OrganizationContext, id: string): Promise<ViewRow> {
  const [row] = await db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.id, id), visibleTo(context)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export const getSavedView = (db: Db, context: OrganizationContext, id: string) =>
  visibleView(db, context, id);

/** Its owner changes a view; an owner or admin of the organisation may also change or delete a shared one. */
async function ownView(db: Db, context: OrganizationContext, id: string): Promise<ViewRow> {
  const row = await visibleView(db, context, id);
  const ownedByActor = row.ownerId === context.auth.user.id;
  if (!canChangeSavedPreset(context.membership.role, { ownedByActor, scope: row.accessScope })) {
    throw forbidden(
      'Only the person who saved this view, or an admin for a shared one, can change it.',
      'not_view_owner',
    );
  }
  return row;
}

export async function createSavedView(
  db: Db,
  context: OrganizationContext,
  attributes: CreateSavedViewBody['data']['attributes'] & { is_favorite: boolean },
): Promise<ViewRow> {
  refuseFiltersOverLimit(attributes.grid_code, attributes.filters);
  assertMayShare(context, attributes.access_scope);
  const [row] = await db
    .insert(savedViews)
    .values({
      organizationId: context.organization.id,
      ownerId: context.auth.user.id,
      gridCode: attributes.grid_code,
      name: attributes.name,
      description: attributes.description ?? null,
      accessScope: attributes.access_scope,
      isFavorite: attributes.is_favorite,
      position: attributes.position,
      sort: attributes.sort ?? [],
      tableColumns: attributes.table_columns ?? [],
      filters: attributes.filters ?? [],
    })
    .returning();
  if (!row) throw new Error('view insert returned nothing');
  return row;
}

export async function updateSavedView(
  db: Db,
  context: OrganizationContext,
  id: string,
  attributes: UpdateSavedViewBody['data']['attributes'],
): Promise<ViewRow> {
  const row = await ownView(db, context, id);
  refuseFiltersOverLimit(row.gridCode, attributes.filters);
  assertMayShare(context, attributes.access_scope);
  const [updated] = await db
    .update(savedViews)
    .set({
      ...(attributes.name !== undefined ? { name: attributes.name } : {}),
      ...(attributes.description !== undefined ? { description: attributes.description } : {}),
      ...(attributes.access_scope !== undefined ? { accessScope: attributes.access_scope } : {}),
      ...(attributes.is_favorite !== undefined ? { isFavorite: attributes.is_favorite } : {}),
      ...(attributes.position !== undefined ? { position: attributes.position } : {}),
      ...(attributes.sort !== undefined ? { sort: attributes.sort } : {}),
      ...(attributes.table_columns !== undefined ? { tableColumns: attributes.table_columns } : {}),
      ...(attributes.filters !== undefined ? { filters: attributes.filters } : {}),
      updatedAt: new Date(),
    })
    .where(eq(savedViews.id, row.id))
    .returning();
  return updated ?? row;
}

export async function deleteSavedView(db: Db, context: OrganizationContext, id: string): Promise<void> {
  const row = await ownView(db, context, id);
  await db.delete(savedViews).where(eq(savedViews.id, row.id));
}

/** PATCH /dashboard/views/favorites: the listed own views of the grid become favourites at their new positions, in one transaction. */
export async function reorderFavorites(
  db: Db,
  context: OrganizationContext,
  gridCode: string,
  favorites: ReadonlyArray<{ id: string; position: number }>,
): Promise<ViewRow[]> {
  return db.transaction(async (tx) => {
    const updated: ViewRow[] = [];
    for (const favorite of favorites) {
      const [row] = await tx
        .update(savedViews)
        .set({ position: favorite.position, isFavorite: true, updatedAt: new Date() })
        .where(
          and(
            eq(savedViews.id, favorite.id),
            eq(savedViews.gridCode, gridCode),
            eq(savedViews.organizationId, context.organization.id),
            eq(savedViews.ownerId, context.auth.user.id),
          ),
        )
        .returning();
      // One foreign or unknown id fails the whole reorder: nothing half-applied.
      if (!row) throw notFound(`No view ${favorite.id} of yours in ${gridCode}`);
      updated.push(row);
    }
    return updated;
  });
}
