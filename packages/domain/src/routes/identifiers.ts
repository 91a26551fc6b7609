/** ULID: 26 Crockford base-32 characters (case-insensitive). */
const ulidPattern = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/i;

/** UUID in its canonical 8-4-4-4-12 hex form (any version, including nil). */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isUlid = (value: string): boolean => ulidPattern.test(value);
/** A uuid alone: the id of a table keyed by uuid only (the audit log's entries). */
export const isUuid = (value: string): boolean => uuidPattern.test(value);
/** Every table's `id` is a uuid or a ulid (DESIGN.md, Data). */
export const isRecordId = (value: string): boolean => isUlid(value) || isUuid(value);
