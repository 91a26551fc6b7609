/** The enumerations GET /system/enumerations answers (SPEC §3, §7): the pickers' and grid filters' value lists. */
export const ENUMERATION_NAMES = [
  'system-currencies',
  'countries',
  'continents',
  'region-tags',
  'currency-types',
  'roles',
  'time-zones',
  'audit-actions',
  'audit-resource-types',
  'webhook-event-types',
  'webhook-delivery-statuses',
] as const;
export type EnumerationName = (typeof ENUMERATION_NAMES)[number];

export const ENUMERATION_LOCALES = ['en', 'uk'] as const;
export type EnumerationLocale = (typeof ENUMERATION_LOCALES)[number];
