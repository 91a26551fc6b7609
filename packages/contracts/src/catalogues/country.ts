import { CONTINENTS, REGION_TAGS } from '@paygrid/domain/catalogues/fixed-values';
import { z } from 'zod';
import { gridListSchema } from '../common/grid';

/** §3 a country of the reference catalogue, with its Ukrainian name. */
export const countryAttributesSchema = z.object({
  code: z.string(),
  name: z.string(),
  nameUk: z.string(),
  native: z.string(),
  phone: z.string(),
  continent: z.enum(CONTINENTS),
  capital: z.string(),
  currencies: z.array(z.string()),
  regions: z.array(z.enum(REGION_TAGS)).nullable(),
  emoji: z.string(),
  emojiU: z.string(),
});
export const countrySchema = z.object({
  type: z.literal('country'),
  id: z.string(),
  attributes: countryAttributesSchema,
});
export type CountryResource = z.infer<typeof countrySchema>;

/** GET /countries: `columns` may leave attributes out. */
export const countryListSchema = gridListSchema(
  countrySchema.extend({ attributes: countryAttributesSchema.partial() }),
);
export type CountryRow = z.infer<typeof countryListSchema>['data'][number];
/** GET /countries/{code} */
export const countryAnswerSchema = z.object({ data: countrySchema });
