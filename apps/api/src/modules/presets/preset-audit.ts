import type { Db } from '../../db/client';
import { changedFields } from '../audit/changed-fields';
import type { AuditTrail } from '../audit/record';
import type { PresetRow, SharedPresetKind } from './service';

/** What the log shows of a preset: what members see of a shared one (never a favourite's place, which is one's own). */
const AUDITED_FIELDS = {
  name: 'name',
  description: 'description',
  accessScope: 'access_scope',
  sort: 'sort',
  tableColumns: 'table_columns',
  filters: 'filters',
  columnEditing: 'column_editing',
} as const satisfies Partial<Record<keyof PresetRow, string>>;

const isShared = (row: PresetRow | undefined) => row?.accessScope === 'organization';

/**
 * Records a change to a view or a filter that is, or was, shared with the organisation (issue 35): a private one is
 * its owner's business. `before` is undefined for a new preset and `after` for a deleted one.
 */
export async function recordSharedPresetChange(
  tx: Db,
  trail: AuditTrail,
  kind: SharedPresetKind,
  before: PresetRow | undefined,
  after: PresetRow | undefined,
): Promise<void> {
  const row = after ?? before;
  if (!row || !(isShared(before) || isShared(after))) return;
  const empty = {} as PresetRow;
  const changes = changedFields(before ?? empty, after ?? empty, AUDITED_FIELDS);
  if (before && after && Object.keys(changes).length === 0) return;
  const verb = before === undefined ? 'created' : after === undefined ? 'deleted' : 'changed';
  await trail.record(tx, {
    organizationId: row.organizationId,
    action: `${kind}.${verb}` as const,
    resource: { id: row.id, name: row.name ?? '' },
    changes,
    details: { grid_code: row.gridCode },
  });
}
