/**
 * Zones IANA renamed, older name → today's. Runtimes disagree on which one they list (Node 20 says Europe/Kiev,
 * newer Chromium Europe/Kyiv) and people search by either, so a picker must know both.
 * @internal Exported for tests only.
 */
export const RENAMED_TIME_ZONES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Louisville': 'America/Kentucky/Louisville',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Choibalsan': 'Asia/Ulaanbaatar',
  'Asia/Dacca': 'Asia/Dhaka',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Thimbu': 'Asia/Thimphu',
  'Asia/Ulan_Bator': 'Asia/Ulaanbaatar',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Europe/Uzhgorod': 'Europe/Kyiv',
  'Europe/Zaporozhye': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** Today's IANA name of a zone ("Europe/Kiev" → "Europe/Kyiv"); a current name is returned as it is. */
export const todaysTimeZoneName = (zone: string): string => RENAMED_TIME_ZONES[zone] ?? zone;

/** Whether two names are one zone under its older and newer names. */
export const isSameTimeZone = (a: string, b: string): boolean =>
  todaysTimeZoneName(a) === todaysTimeZoneName(b);

/** The older names a zone was known by ("Europe/Kyiv" → ["Europe/Kiev", …]). */
export const olderTimeZoneNames = (zone: string): string[] => {
  const today = todaysTimeZoneName(zone);
  return Object.keys(RENAMED_TIME_ZONES).filter((old) => RENAMED_TIME_ZONES[old] === today);
};

/** The place a person reads in a zone's name, by today's name: "Europe/Kiev" → "Kyiv", "America/New_York" → "New York". */
export const timeZonePlace = (zone: string): string => {
  const today = todaysTimeZoneName(zone);
  return (today.split('/').at(-1) ?? today).replaceAll('_', ' ');
};

/** The region part of a zone's name ("Europe"), or '' for "UTC". */
export const timeZoneRegion = (zone: string): string =>
  zone.includes('/') ? (zone.split('/')[0] ?? '') : '';
