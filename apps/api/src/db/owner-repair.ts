import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { queryRows } from './rows';

/**
 * Organisations the owner race (issue 33) left with more than one owner, read before migration 0022 keeps the
 * earliest and makes the others admins: the start says which, so their owners can be told.
 */
export async function organizationsWithSeveralOwners(
  db: Db,
): Promise<Array<{ organizationId: string; owners: number }>> {
  const [table] = await queryRows(db, sql`select to_regclass('memberships') is not null as present`);
  if (!table?.present) return [];
  const rows = await queryRows(
    db,
    sql`select organization_id, count(*)::int as owners from memberships where role = 'owner'
        group by organization_id having count(*) > 1 order by organization_id`,
  );
  return rows.map((row) => ({ organizationId: String(row.organization_id), owners: Number(row.owners) }));
}
