import type { CsvCell } from './grid-sql';

/** A UTF-8 byte order mark, so Excel reads Cyrillic names right. */
export const CSV_BOM = '\uFEFF';

// A cell a spreadsheet would run as a formula (or that hides one behind a tab or carriage return).
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: formulas defused with a leading apostrophe, quoted when it holds a quote, comma or line break.
 * @internal Exported for tests only.
 */
export function csvCell(value: CsvCell | ReadonlyArray<unknown>): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  let text = Array.isArray(value)
    ? value.join(', ')
    : value instanceof Date
      ? value.toISOString()
      : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: ReadonlyArray<CsvCell | ReadonlyArray<unknown>>): string =>
  `${cells.map(csvCell).join(',')}\r\n`;
