import type { Preferences } from './preferences';

/** SPEC §9 defaults, apart from the schema: a page reads them before zod has loaded, if it loads at all. */
export const defaultPreferences: Preferences = {
  locale: 'en',
  time_zone: 'Europe/Kiev',
  data_grid_items_count: 20,
  number_format: 'comma-dot',
  user_relative_time: false,
  date_format: 'yyyy-MM-dd',
  test_mode_on_sidebar: true,
  time_format: 'HH:mm',
};
