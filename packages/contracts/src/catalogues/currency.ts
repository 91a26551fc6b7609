import { CURRENCY_TYPES } from '@paygrid/domain/catalogues/fixed-values';
import { z } from 'zod';
import { gridListSchema } from '../common/grid';

/** §3 a currency of the reference catalogue. */
export const currencyAttributesSchema = z.object({
  code: z.string(),
  /** The name in English, and in Ukrainian (CLDR's where it names the currency, else the English one). */
  name: z.object({ en: z.string(), uk: z.string() }),
  type: z.enum(CURRENCY_TYPES),
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

/** GET /currencies: `columns` may leave attributes out. */
export const currencyListSchema = gridListSchema(
  currencySchema.extend({ attributes: currencyAttributesSchema.partial() }),
);
export type CurrencyRow = z.infer<typeof currencyListSchema>['data'][number];
/** GET /currencies/{code} */
export const currencyAnswerSchema = z.object({ data: currencySchema });
