import { canChangeSavedPreset, canDo, numberPagingData } from '@paygrid/domain';
import { and, count, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuseFiltersOverLimit } from '../../grid/saved-filter-limits';
import { forbidden, notFound, Problem, problemItem } from '../../http/problem';
import type { AuditTrail } from '../audit/record';
import type { OrganizationContext } from '../organizations/context';
import { recordSharedPresetChange } from './preset-audit';
import {
  type PresetKind,
  type StoredColumns,
  type StoredFilters,
  type StoredSort,
  savedPresets,
} from './tables';

export type PresetRow = typeof savedPresets.$inferSelect;
/** A view or a filter: the presets a member may share with the organisation and keeps among favourites. */
export type SharedPresetKind = Exclude<PresetKind, 'columns'>;

/** What a request may set on a preset, in the API's words; each kind's contract says which it accepts. */
export type PresetAttributes = {
  name?: string | undefined;
  description?: string | null | undefined;
  access_scope?: 'private' | 'organization' | undefined;
  is_favorite?: boolean | undefined;
  position?: number | undefined;
  sort?: StoredSort | undefined;
  table_columns?: StoredColumns | undefined;
  filters?: StoredFilters | undefined;
  column_editing?: boolean | undefined;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const NOUN: Record<PresetKind, string> = { view: 'view', filter: 'filter', columns: 'columns' };

/**
 * The presets of one kind a member sees: their own and, for views and filters, those shared with the organisation.
 * Saved columns are one person's own: nobody else sees them, in this organisation or another.
 */
const visibleTo = (kind: PresetKind, context: OrganizationContext) =>
  and(
    eq(savedPresets.kind, kind),
    eq(savedPresets.organizationId, context.organization.id),
    kind === 'columns'
      ? eq(savedPresets.ownerId, context.auth.user.id)
      : or(eq(savedPresets.ownerId, context.auth.user.id), eq(savedPresets.accessScope, 'organization')),
  );

/** Sharing a preset with the organisation is a member's power; a viewer keeps theirs private. */
function assertMayShare(context: OrganizationContext, scope: string | undefined): void {
  if (scope === 'organization' && !canDo(context.membership.role, 'share-views')) {
    throw forbidden(`Your role (${context.membership.role}) does not allow this.`, 'role_forbidden');
  }
}

/** The columns a request's attributes set (only those it names). */
function columnsOf(attributes: PresetAttributes) {
  return {
    ...(attributes.name !== undefined ? { name: attributes.name } : {}),
    ...(attributes.description !== undefined ? { description: attributes.description } : {}),
    ...(attributes.access_scope !== undefined ? { accessScope: attributes.access_scope } : {}),
    ...(attributes.is_favorite !== undefined ? { isFavorite: attributes.is_favorite } : {}),
    ...(attributes.position !== undefined ? { position: attributes.position } : {}),
    ...(attributes.sort !== undefined ? { sort: attributes.sort } : {}),
    ...(attributes.table_columns !== undefined ? { tableColumns: attributes.table_columns } : {}),
    ...(attributes.filters !== undefined ? { filters: attributes.filters } : {}),
    ...(attributes.column_editing !== undefined ? { columnEditing: attributes.column_editing } : {}),
  };
}

/** GET /dashboard/views and /dashboard/filters: the grid's visible presets, favourites by position, a page at a time. */
export async function listSharedPresets(
  db: Db,
  context: OrganizationContext,
  kind: SharedPresetKind,
  query: { gridCode?: string | undefined; favorite?: boolean | undefined; size: number; number: number },
) {
  const where = and(
    visibleTo(kind, context),
    query.gridCode ? eq(savedPresets.gridCode, query.gridCode) : undefined,
    query.favorite === undefined ? undefined : eq(savedPresets.isFavorite, query.favorite),
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(savedPresets).where(where);
  const rows = await db
    .select()
    .from(savedPresets)
    .where(where)
    .orderBy(desc(savedPresets.position), desc(savedPresets.createdAt), savedPresets.id)
    .limit(query.size)
    .offset((query.number - 1) * query.size);
  const page = numberPagingData({ total, size: query.size, number: query.number, count: rows.length });
  return { rows, pages: page.pages, page };
}

/**
 * GET /dashboard/presets: what a grid page opens with, in one read: the favourite views and filters the member sees
 * and the member's own columns, favourites highest position first (SPEC §4).
 */
export async function gridPresets(
  db: Db,
  context: OrganizationContext,
  gridCode: string,
): Promise<{ views: PresetRow[]; filters: PresetRow[]; columns: PresetRow | undefined }> {
  const rows = await db
    .select()
    .from(savedPresets)
    .where(
      and(
        eq(savedPresets.gridCode, gridCode),
        or(
          and(visibleTo('view', context), eq(savedPresets.isFavorite, true)),
          and(visibleTo('filter', context), eq(savedPresets.isFavorite, true)),
          visibleTo('columns', context),
        ),
      ),
    )
    .orderBy(desc(savedPresets.position), desc(savedPresets.createdAt), savedPresets.id);
  return {
    views: rows.filter((row) => row.kind === 'view'),
    filters: rows.filter((row) => row.kind === 'filter'),
    columns: rows.find((row) => row.kind === 'columns'),
  };
}

/** GET /dashboard/columns: the reader's own columns, of one grid or of all. */
export async function listOwnColumns(
  db: Db,
  context: OrganizationContext,
  gridCode: string | undefined,
): Promise<PresetRow[]> {
  return db
    .select()
    .from(savedPresets)
    .where(and(visibleTo('columns', context), gridCode ? eq(savedPresets.gridCode, gridCode) : undefined))
    .orderBy(savedPresets.gridCode);
}

/**
 * One preset of the kind its path serves. Another organisation's, another member's private one, another kind's
 * (a filter's id on the views path) and a malformed id all answer 404 alike.
 */
export async function visiblePreset(
  db: Db,
  context: OrganizationContext,
  kind: PresetKind,
  id: string,
): Promise<PresetRow> {
  const [row] = UUID.test(id)
    ? await db
        .select()
        .from(savedPresets)
        .where(and(eq(savedPresets.id, id), visibleTo(kind, context)))
        .limit(1)
    : [];
  if (!row) throw notFound();
  return row;
}

/** Its owner changes a preset; an owner or admin of the organisation may also change or delete a shared one. */
async function changeablePreset(
  db: Db,
  context: OrganizationContext,
  kind: PresetKind,
  id: string,
): Promise<PresetRow> {
  const row = await visiblePreset(db, context, kind, id);
  const ownedByActor = row.ownerId === context.auth.user.id;
  if (
    kind === 'columns' ||
    canChangeSavedPreset(context.membership.role, { ownedByActor, scope: row.accessScope ?? 'private' })
  )
    return row;
  throw forbidden(
    `Only the person who saved this ${NOUN[kind]}, or an admin for a shared one, can change it.`,
    `not_${kind}_owner`,
  );
}

/** POST /dashboard/views and /dashboard/filters. */
export async function createSharedPreset(
  db: Db,
  context: OrganizationContext,
  kind: SharedPresetKind,
  attributes: PresetAttributes & {
    grid_code: string;
    name: string;
    access_scope: 'private' | 'organization';
  },
  trail: AuditTrail,
): Promise<PresetRow> {
  refuseFiltersOverLimit(attributes.grid_code, attributes.filters);
  assertMayShare(context, attributes.access_scope);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(savedPresets)
      .values({
        kind,
        organizationId: context.organization.id,
        ownerId: context.auth.user.id,
        gridCode: attributes.grid_code,
        ...columnsOf(attributes),
        ...(kind === 'view'
          ? {
              description: attributes.description ?? null,
              sort: attributes.sort ?? [],
              tableColumns: attributes.table_columns ?? [],
              filters: attributes.filters ?? [],
            }
          : { filters: attributes.filters ?? [] }),
      })
      .returning();
    if (!row) throw new Error(`${kind} insert returned nothing`);
    await recordSharedPresetChange(tx as unknown as Db, trail, kind, undefined, row);
    return row;
  });
}

/** POST /dashboard/columns: one record per person and grid; a second POST for the grid is a conflict naming the first. */
export async function createOwnColumns(
  db: Db,
  context: OrganizationContext,
  attributes: { grid_code: string; table_columns: StoredColumns; column_editing: boolean },
): Promise<PresetRow> {
  const [row] = await db
    .insert(savedPresets)
    .values({
      kind: 'columns',
      organizationId: context.organization.id,
      ownerId: context.auth.user.id,
      gridCode: attributes.grid_code,
      tableColumns: attributes.table_columns,
      columnEditing: attributes.column_editing,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  const [existing] = await listOwnColumns(db, context, attributes.grid_code);
  const detail = `Your columns of ${attributes.grid_code} are saved already as ${existing?.id}: change them with PATCH.`;
  throw new Problem(409, detail, [
    {
      ...problemItem(409, 'columns_exist', 'Conflict', detail),
      source: { pointer: '/data/attributes/grid_code' },
      meta: { id: existing?.id },
    },
  ]);
}

/** PATCH /dashboard/{views,filters,columns}/{id}: the attributes the request names. */
export async function updatePreset(
  db: Db,
  context: OrganizationContext,
  kind: PresetKind,
  id: string,
  attributes: PresetAttributes,
  trail: AuditTrail,
): Promise<PresetRow> {
  const row = await changeablePreset(db, context, kind, id);
  refuseFiltersOverLimit(row.gridCode, attributes.filters);
  assertMayShare(context, attributes.access_scope);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(savedPresets)
      .set({ ...columnsOf(attributes), updatedAt: new Date() })
      .where(eq(savedPresets.id, row.id))
      .returning();
    if (kind !== 'columns') await recordSharedPresetChange(tx as unknown as Db, trail, kind, row, updated);
    return updated ?? row;
  });
}

/** DELETE /dashboard/{views,filters,columns}/{id} (deleted columns bring the grid back to its declared ones). */
export async function deletePreset(
  db: Db,
  context: OrganizationContext,
  kind: PresetKind,
  id: string,
  trail: AuditTrail,
): Promise<void> {
  const row = await changeablePreset(db, context, kind, id);
  await db.transaction(async (tx) => {
    await tx.delete(savedPresets).where(eq(savedPresets.id, row.id));
    if (kind !== 'columns') await recordSharedPresetChange(tx as unknown as Db, trail, kind, row, undefined);
  });
}

/** PATCH /dashboard/{views,filters}/favorites: the listed own presets of the grid become favourites at their positions, all or none. */
export async function reorderFavorites(
  db: Db,
  context: OrganizationContext,
  kind: SharedPresetKind,
  gridCode: string,
  favorites: ReadonlyArray<{ id: string; position: number }>,
): Promise<PresetRow[]> {
  return db.transaction(async (tx) => {
    const updated: PresetRow[] = [];
    for (const favorite of favorites) {
      const [row] = UUID.test(favorite.id)
        ? await tx
            .update(savedPresets)
            .set({ position: favorite.position, isFavorite: true, updatedAt: new Date() })
            .where(
              and(
                eq(savedPresets.id, favorite.id),
                eq(savedPresets.kind, kind),
                eq(savedPresets.gridCode, gridCode),
                eq(savedPresets.organizationId, context.organization.id),
                eq(savedPresets.ownerId, context.auth.user.id),
              ),
            )
            .returning()
        : [];
      // One foreign or unknown id fails the whole reorder: nothing half-applied.
      if (!row) throw notFound(`No ${NOUN[kind]} ${favorite.id} of yours in ${gridCode}`);
      updated.push(row);
    }
    return updated;
  });
}
