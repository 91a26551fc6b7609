import { dateFormats, isValidTimeZone, numberFormats, timeFormats } from '@paygrid/domain';
import { z } from 'zod';
import { GRID_PAGE_SIZES } from './grid-page-sizes';

const numberFormatNames = Object.keys(numberFormats) as [
  keyof typeof numberFormats,
  ...(keyof typeof numberFormats)[],
];

/** settings.preferences of the User (SPEC §3), every field with its allowed values. */
export const preferencesSchema = z.object({
  locale: z.enum(['en', 'uk']),
  time_zone: z.string().refine(isValidTimeZone, { message: 'Unknown time zone' }),
  data_grid_items_count: z.union(
    GRID_PAGE_SIZES.map((size) => z.literal(size)) as [
      z.ZodLiteral<10>,
      z.ZodLiteral<20>,
      z.ZodLiteral<50>,
      z.ZodLiteral<100>,
    ],
  ),
  number_format: z.enum(numberFormatNames),
  user_relative_time: z.boolean(),
  date_format: z.enum(dateFormats),
  test_mode_on_sidebar: z.boolean(),
  time_format: z.enum(timeFormats),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export { defaultPreferences } from './default-preferences';
