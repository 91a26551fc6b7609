/** PostgreSQL's text of a timestamptz read in UTC: 2026-11-26 10:00:00.123456+00 (fraction optional). */
const UTC_TEXT = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/**
 * An instant read from the database as ISO 8601 with milliseconds, as `new Date(value).toISOString()` writes it.
 * The grid reads timestamps as PostgreSQL's text; in UTC that text is rewritten without parsing a Date, which was
 * a twentieth of a payments page's CPU under load (20 rows). Any other value (another zone, PGlite's Date) is parsed.
 */
export function isoInstant(value: unknown): string {
  if (typeof value === 'string') {
    const parts = UTC_TEXT.exec(value);
    if (parts) return `${parts[1]}T${parts[2]}.${(parts[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  }
  return new Date(value as string | Date).toISOString();
}
