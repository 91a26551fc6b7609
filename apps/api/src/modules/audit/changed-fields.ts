import type { AuditChanges } from './tables';

const wireValue = (value: unknown): unknown =>
  value instanceof Date ? value.toISOString() : (value ?? null);

/**
 * The fields that differ between a row before and after a change, under the names the log shows them by (`names`
 * maps a row's field to it): only these are recorded, so a field left out of `names` never reaches the log.
 */
export function changedFields<Row extends Record<string, unknown>>(
  before: Row,
  after: Row,
  names: Partial<Record<keyof Row, string>>,
): AuditChanges {
  const changes: AuditChanges = {};
  for (const [field, name] of Object.entries(names) as Array<[keyof Row, string]>) {
    const was = wireValue(before[field]);
    const is = wireValue(after[field]);
    if (JSON.stringify(was) !== JSON.stringify(is)) changes[name] = { before: was, after: is };
  }
  return changes;
}
