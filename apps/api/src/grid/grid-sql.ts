import type { GridDeclaration, SortValueType } from '@paygrid/domain';
import type { SQL, SQLWrapper } from 'drizzle-orm';

/** How a declared filter reaches SQL: a column (array columns match by overlap), search fields, or a toggle's condition. */
export type FilterSql =
  | { column: SQLWrapper; array?: boolean }
  | {
      searchColumns: ReadonlyArray<SQLWrapper>;
      /** An upper-case identifier a word may also begin (a btree `text_pattern_ops` index serves the prefix). */
      identifierPrefix?: SQLWrapper;
    }
  | { condition: SQL };

/** A sort key: an expression, or one that depends on the reader's language (with the type its key then has). */
export type SortSql = SQLWrapper | { type: SortValueType; byLocale: (locale: string) => SQLWrapper };

/** A plain CSV cell. */
export type CsvCell = string | number | boolean | null | undefined;

/**
 * The SQL of one grid declared in packages/domain: all the API adds to the declaration (DESIGN: The grid).
 * Every declared sort, filter and column must have its mapping here; the grid's test checks it.
 */
export type GridSql<Row> = {
  declaration: GridDeclaration;
  /** FROM, joins included. */
  from: SQL;
  /** The fields a row is made of, by the name toRow reads. */
  fields: Readonly<Record<string, SQLWrapper>>;
  /** Each sortable param's key (never NULL: keyset comparisons would skip rows). */
  sorts: Readonly<Record<string, SortSql>>;
  filters: Readonly<Record<string, FilterSql>>;
  toRow(record: Record<string, unknown>): Row;
  /** A column's CSV cell from a record; the field of the column's param when absent. */
  csv?: Readonly<Record<string, (record: Record<string, unknown>) => CsvCell>>;
};
