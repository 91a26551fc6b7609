/**
 * Bracket-format query string (§2, §7): `page[size]=20&filter[status]=active`, written without qs so the browser's
 * first load does not carry it (issue 21): qs and its helpers are ~15 KiB gzipped, and every API call needs only
 * this writer. It writes what `qs.stringify(value, { encodeValuesOnly: true, skipNulls: true, arrayFormat:
 * 'indices' })` writes (a property test holds the two together); both read with qs (`parseQueryString`).
 */
export const stringifyQuery = (value: Readonly<Record<string, unknown>>): string => {
  const pairs: string[] = [];
  for (const [key, item] of Object.entries(value)) writePairs(key, item, pairs);
  return pairs.join('&');
};

function writePairs(key: string, value: unknown, pairs: string[]): void {
  if (value === null || value === undefined) return;
  if (value instanceof Date) {
    pairs.push(`${key}=${encodeValue(value.toISOString())}`);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      writePairs(`${key}[${index}]`, item, pairs);
    });
  } else if (typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) writePairs(`${key}[${name}]`, item, pairs);
  } else if (typeof value !== 'function' && typeof value !== 'symbol') {
    pairs.push(`${key}=${encodeValue(String(value))}`);
  }
}

/** RFC 3986: only the unreserved characters stay as they are (encodeURIComponent also keeps `!'()*`). */
const encodeValue = (text: string): string =>
  encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
