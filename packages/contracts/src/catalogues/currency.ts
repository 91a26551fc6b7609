import { z } from 'zod';
import { gridListSchema } from '../common/grid';

/** §3 a currency of the reference catalogue. */
export const currencyAttributesSchema = z.object({
  code: z.string(),
  name: z.object({ en: z.string() }),
  type: z.enum(['national', 'digital', 'crypto', 'metal', 'technical']),
  status: z.literal('active'),
  exponent: z.number().int(),
  parentCode: z.string().optional(),
  parentCurrencyMultiplier: z.number().int(),
  vendor: z.string().optional(),
  symbol: z.string().optional(),
  nativeSymbol: z.string().optional(),
  isoNumeric3Code: z.string().optional(),
  isoAlpha3Code: z.string().optional(),
});
export const currencySchema = z.object({
  type: z.literal('currency'),
  id: z.string(),
  attributes: currencyAttributesSchema,
});
export type CurrencyResource = z.infer<typeof currencySchema>;

/** GET /currencies */
export const currencyListSchema = gridListSchema(currencySchema);
/** GET /currencies/{code} */
export const currencyAnswerSchema = z.object({ data: currencySchema });
