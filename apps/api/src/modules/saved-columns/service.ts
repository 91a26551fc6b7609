import type {
  CreateSavedColumnsBody,
  SavedColumnsResourceWire,
  UpdateSavedColumnsBody,
} from '@paygrid/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound, Problem, problemItem } from '../../http/problem';
import type { OrganizationContext } from '../organizations/context';
import { savedColumns } from './tables';

type ColumnsRow = typeof savedColumns.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function savedColumnsResource(row: ColumnsRow): SavedColumnsResourceWire {
  return {
    type: 'columns',
    id: row.id,
    attributes: {
      grid_code: row.gridCode,
      table_columns: row.tableColumns,
      column_editing: row.columnEditing,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    },
  };
}

/** Saved columns are one person's own: nobody else sees them, in this organisation or another. */
const ownedBy = (context: OrganizationContext) =>
  and(
    eq(savedColumns.organizationId, context.organization.id),
    eq(savedColumns.ownerId, context.auth.user.id),
  );

export async function listSavedColumns(
  db: Db,
  context: OrganizationContext,
  gridCode: string | undefined,
): Promise<ColumnsRow[]> {
  return db
    .select()
    .from(savedColumns)
    .where(and(ownedBy(context), gridCode ? eq(savedColumns.gridCode, gridCode) : undefined))
    .orderBy(savedColumns.gridCode);
}

async function ownColumns(db: Db, context: OrganizationContext, id: string): Promise<ColumnsRow> {
  const [row] = UUID.test(id)
    ? await db
        .select()
        .from(savedColumns)
        .where(and(eq(savedColumns.id, id), ownedBy(context)))
        .limit(1)
    : [];
  if (!row) throw notFound();
  return row;
}

/** One record per person and grid: a second POST for the same grid is a conflict naming the first. */
export async function createSavedColumns(
  db: Db,
  context: OrganizationContext,
  attributes: CreateSavedColumnsBody['data']['attributes'] & { column_editing: boolean },
): Promise<ColumnsRow> {
  const [row] = await db
    .insert(savedColumns)
    .values({
      organizationId: context.organization.id,
      ownerId: context.auth.user.id,
      gridCode: attributes.grid_code,
      tableColumns: attributes.table_columns,
      columnEditing: attributes.column_editing,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  const [existing] = await listSavedColumns(db, context, attributes.grid_code);
  const detail = `Your columns of ${attributes.grid_code} are saved already as ${existing?.id}: change them with PATCH.`;
  throw new Problem(409, detail, [
    {
      ...problemItem(409, 'columns_exist', 'Conflict', detail),
      source: { pointer: '/data/attributes/grid_code' },
      meta: { id: existing?.id },
    },
  ]);
}

export async function updateSavedColumns(
  db: Db,
  context: OrganizationContext,
  id: string,
  attributes: UpdateSavedColumnsBody['data']['attributes'],
): Promise<ColumnsRow> {
  const row = await ownColumns(db, context, id);
  const [updated] = await db
    .update(savedColumns)
    .set({
      ...(attributes.table_columns !== undefined ? { tableColumns: attributes.table_columns } : {}),
      ...(attributes.column_editing !== undefined ? { columnEditing: attributes.column_editing } : {}),
      updatedAt: new Date(),
    })
    .where(eq(savedColumns.id, row.id))
    .returning();
  return updated ?? row;
}

/** Deleting brings the grid back to its declared columns. */
export async function deleteSavedColumns(db: Db, context: OrganizationContext, id: string): Promise<void> {
  const row = await ownColumns(db, context, id);
  await db.delete(savedColumns).where(eq(savedColumns.id, row.id));
}
