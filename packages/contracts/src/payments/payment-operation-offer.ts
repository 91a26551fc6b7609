import { OPERATION_REFUSALS } from '@paygrid/domain';
import { z } from 'zod';

/** Whether a payment offers an operation, and why not when it does not (a code both sides word). */
export const operationOfferSchema = z.object({
  offered: z.boolean(),
  why: z.enum(OPERATION_REFUSALS).nullable(),
});
