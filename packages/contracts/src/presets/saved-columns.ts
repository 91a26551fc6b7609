import { z } from 'zod';
import {
  gridCodeSchema as gridCode,
  presetBodySchema,
  columnsSchema as viewColumnsSchema,
} from './preset-fields';

// The same column entries as a view's table_columns (SPEC §3: property, fixed, width, position).
const columnsSchema = viewColumnsSchema.refine(
  (columns) => new Set(columns.map((column) => column.property)).size === columns.length,
  'Each column appears once',
);

/** One person's own column layout of one grid and its column editing mode (SPEC §2, §3; issue 13). */
export const savedColumnsAttributesSchema = z.object({
  grid_code: z.string(),
  /** A column absent from the list is hidden; a column the grid gains later appears at the end, shown. */
  table_columns: columnsSchema,
  /** SPEC §2: whether the grid shows its column editor. */
  column_editing: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const savedColumnsSchema = z.object({
  type: z.literal('columns'),
  id: z.string(),
  attributes: savedColumnsAttributesSchema,
});
export type SavedColumnsResourceWire = z.infer<typeof savedColumnsSchema>;

export const savedColumnsListSchema = z.object({ data: z.array(savedColumnsSchema) });
export const savedColumnsAnswerSchema = z.object({ data: savedColumnsSchema });

/** POST /dashboard/columns: the first saved layout of a grid (one per person and grid). */
export const createSavedColumnsBodySchema = presetBodySchema(
  'columns',
  z.object({ grid_code: gridCode, table_columns: columnsSchema, column_editing: z.boolean().default(false) }),
);
export type CreateSavedColumnsBody = z.input<typeof createSavedColumnsBodySchema>;

/** PATCH /dashboard/columns/{id}: the layout, the editing mode, or both. */
export const updateSavedColumnsBodySchema = presetBodySchema(
  'columns',
  z.object({ table_columns: columnsSchema, column_editing: z.boolean() }).partial(),
);
export type UpdateSavedColumnsBody = z.input<typeof updateSavedColumnsBodySchema>;

/** GET /dashboard/columns query: filter[grid_code]. */
export const savedColumnsListQuerySchema = z.object({ 'filter[grid_code]': gridCode.optional() });
