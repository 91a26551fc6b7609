import { z } from 'zod';
import { ENUMERATION_LOCALES, ENUMERATION_NAMES } from './enumeration-names';

export * from './enumeration-names';

/** One value of an enumeration with its label in the asked language; some enumerations add fields. */
export const enumerationItemSchema = z.object({
  value: z.string(),
  label: z.string(),
  /** system-currencies: §3 currency type and §9 exponent, symbol, the countries that use it, search keywords. */
  type: z.enum(['national', 'digital', 'crypto', 'metal', 'technical']).optional(),
  exponent: z.number().int().optional(),
  symbol: z.string().optional(),
  countries: z.array(z.string()).optional(),
  keywords: z.array(z.string()).optional(),
  /** countries: the currencies a country uses, by code. */
  currencies: z.array(z.string()).optional(),
  /** region-tags: where the list comes from and the date of the publication it follows. */
  source: z.string().optional(),
  url: z.string().optional(),
  as_of: z.string().optional(),
});
export type EnumerationItem = z.infer<typeof enumerationItemSchema>;

/** SPEC §3: "Enumerations response: data.enumerations keyed by name". */
export const enumerationsAnswerSchema = z.object({
  data: z.object({ enumerations: z.record(z.string(), z.array(enumerationItemSchema)) }),
});
export type EnumerationsAnswer = z.infer<typeof enumerationsAnswerSchema>;

/** For OpenAPI: one `name`, or several as `name[]` (or `name[0]`, `name[1]`, as the bracket format writes them). */
export const enumerationsQuerySchema = z.object({
  name: z.union([z.enum(ENUMERATION_NAMES), z.array(z.enum(ENUMERATION_NAMES))]).optional(),
  'name[]': z.union([z.enum(ENUMERATION_NAMES), z.array(z.enum(ENUMERATION_NAMES))]).optional(),
  locale: z.enum(ENUMERATION_LOCALES).optional(),
});
