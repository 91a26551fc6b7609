import { z } from 'zod';
import { gridListSchema } from '../common/grid';

/** §3 a country of the reference catalogue, with its Ukrainian name. */
export const countryAttributesSchema = z.object({
  code: z.string(),
  name: z.string(),
  nameUk: z.string(),
  native: z.string(),
  phone: z.string(),
  continent: z.enum(['AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA']),
  capital: z.string(),
  currencies: z.array(z.string()),
  regions: z.array(z.enum(['MENA', 'CIS', 'FATF', 'OFAC'])).nullable(),
  emoji: z.string(),
  emojiU: z.string(),
});
export const countrySchema = z.object({
  type: z.literal('country'),
  id: z.string(),
  attributes: countryAttributesSchema,
});
export type CountryResource = z.infer<typeof countrySchema>;

/** GET /countries */
export const countryListSchema = gridListSchema(countrySchema);
/** GET /countries/{code} */
export const countryAnswerSchema = z.object({ data: countrySchema });
