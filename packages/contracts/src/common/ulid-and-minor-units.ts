import { z } from 'zod';

/** A payment's or an operation's id: a ULID; anything else answers 422 before it reaches a query. */
export const ulidSchema = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/);

/** Minor units as a positive decimal integer text (decision 0055): money never travels as a float. */
export const positiveMinorUnits = z
  .string()
  .regex(/^[1-9]\d{0,17}$/, 'A positive whole number of minor units, as text');
