import { isValidTimeZone } from '@paygrid/domain/format/time-zone';

export type TimeZoneOption = { value: string; label: string };

/** "UTC+02:00" for the zone at that instant (offsets move with daylight saving, so "now" is the honest one). */
function offsetOf(timeZone: string, at: Date): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  // ICU versions word a zero offset "GMT" or "GMT+00:00": both read as plain UTC.
  return !name || /^GMT(?:[+-]00:00)?$/.test(name) ? 'UTC' : name.replace('GMT', 'UTC');
}

/**
 * Every IANA zone the browser knows, with its current offset, searchable by city ("New York") or region.
 * The saved zone is kept even when the browser lists it under another name (Europe/Kiev and Europe/Kyiv).
 */
export function timeZoneOptions(saved: string, at: Date = new Date()): TimeZoneOption[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  if (isValidTimeZone(saved)) zones.add(saved);
  zones.add('UTC');
  return [...zones]
    .sort((a, b) => a.localeCompare(b))
    .map((zone) => ({ value: zone, label: `${zone.replaceAll('_', ' ')} (${offsetOf(zone, at)})` }));
}
