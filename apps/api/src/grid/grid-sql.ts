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

/** What a CSV cell may depend on beyond its row: the reader's time zone, for instants written with its offset. */
export type CsvContext = { timeZone: string };

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
  csv?: Readonly<Record<string, (record: Record<string, unknown>, context: CsvContext) => CsvCell>>;
  /**
   * Export-only columns a column's cells are ambiguous without (an amount's currency): each is written right after
   * the first exported column naming it, unless the export has it already. A declared column's param or a field's
   * name, which is then its header; its cell comes from `csv` or the field of that name.
   */
  csvCompanions?: Readonly<Record<string, ReadonlyArray<string>>>;
};
