import { PAYMENT_MODES } from '@paygrid/domain';
import { z } from 'zod';
import { moneySourceSchema, moneySum } from './dashboard-home';

/** GET /payments/summary: the count and per-currency totals of the payments grid's current filter. */
export const paymentSummarySchema = z.object({
  data: z.object({
    type: z.literal('payment-summary'),
    attributes: z.object({
      /** The grid list's total for the same filter: exact, or past the cap the planner's estimate (count_estimated). */
      count: z.number().int(),
      /** Never summed across currencies; empty when capped. */
      totals: z.array(moneySum),
    }),
  }),
  meta: z.object({
    mode: z.enum(PAYMENT_MODES),
    source: moneySourceSchema,
    /** More than 10,000 payments match: the rows were not all read, so no totals; narrow the filter. */
    capped: z.boolean(),
    /** The count is an estimate ("about"), as the grid's footer says it. */
    count_estimated: z.boolean(),
  }),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;
