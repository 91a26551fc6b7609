import {
  FAILURE_REASONS,
  PAYMENT_METHODS,
  PAYMENT_MODES,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
} from '@paygrid/domain';
import { z } from 'zod';

/** Minor units as decimal integer text: a sum of bigints, never a float. */
export const minorText = z.string().regex(/^-?\d+$/);
export const moneySum = z.object({
  currency: z.string(),
  /** The catalogue exponent the amount is read by. */
  exponent: z.number().int(),
  count: z.number().int(),
  amount_minor: minorText,
});
const statusSchema = z.enum(PAYMENT_STATUSES);

/** Where an answer was counted: the rollups, or the rows (bounds that are not on UTC quarter hours). */
export const moneySourceSchema = z.enum(['rollup', 'rows']);

/** GET /dashboard/home: the last 30 days of the current organisation's money in the current mode (issue 17). */
export const dashboardHomeSchema = z.object({
  data: z.object({
    type: z.literal('dashboard-home'),
    attributes: z.object({
      time_zone: z.string(),
      /** The window [from, to) in unix seconds: the user's last 30 calendar days, today included. */
      from: z.number().int(),
      to: z.number().int(),
      days: z.array(
        z.object({
          /** The calendar day in the user's zone, and its first second (unix) for the grid's is-equal-to filter. */
          date: z.string(),
          start: z.number().int(),
          count: z.number().int(),
          success: z.number().int(),
          failed: z.number().int(),
          /** success / (success + failed); null when nothing finished that day. */
          success_rate: z.number().nullable(),
          /** Successful payments' amounts, one entry per currency. */
          volume: z.array(moneySum),
        }),
      ),
      /** Successful volume over the window per currency (every type: the chart's per-day figure). */
      volume: z.array(moneySum),
      /**
       * Issue 32: what came in and went out, per currency, of successful payments in the window: pay-ins, payouts and
       * refunds apart (never added together), and net = pay-ins - payouts - refunds. Exchanges move money between
       * currencies and are in none of them.
       */
      flows: z.array(
        z.object({
          currency: z.string(),
          exponent: z.number().int(),
          payin: z.object({ count: z.number().int(), amount_minor: minorText }),
          payout: z.object({ count: z.number().int(), amount_minor: minorText }),
          refund: z.object({ count: z.number().int(), amount_minor: minorText }),
          net_minor: minorText,
        }),
      ),
      methods: z.array(
        z.object({ method: z.enum(PAYMENT_METHODS), count: z.number().int(), success: z.number().int() }),
      ),
      statuses: z.array(z.object({ status: statusSchema, count: z.number().int() })),
      /** Every declared reason that failed payments of the window gave, most frequent first. */
      failure_reasons: z.array(z.object({ reason: z.enum(FAILURE_REASONS), count: z.number().int() })),
      /** The reasons were read from the latest 10,000 failures only. */
      failure_reasons_capped: z.boolean(),
      latest: z.array(
        z.object({
          id: z.string(),
          created_at: z.string(),
          type: z.enum(PAYMENT_TYPES),
          status: statusSchema,
          method: z.enum(PAYMENT_METHODS),
          currency: z.string(),
          exponent: z.number().int(),
          amount_minor: minorText,
        }),
      ),
    }),
  }),
  meta: z.object({
    mode: z.enum(PAYMENT_MODES),
    source: moneySourceSchema,
    /** When these figures were read (ISO 8601): they are kept for a few seconds, shared by every server (issue 40). */
    as_of: z.string().datetime(),
  }),
});
export type DashboardHome = z.infer<typeof dashboardHomeSchema>;
