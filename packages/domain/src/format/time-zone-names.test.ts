import { describe, expect, it } from 'vitest';
import { isValidTimeZone } from './time-zone';
import {
  isSameTimeZone,
  olderTimeZoneNames,
  RENAMED_TIME_ZONES,
  timeZonePlace,
  todaysTimeZoneName,
} from './time-zone-names';

describe('time-zone names, old and new (issue 18: "Kyiv" finds Europe/Kiev)', () => {
  it('reads a renamed zone by its name today, and leaves a current one alone', () => {
    expect(todaysTimeZoneName('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(todaysTimeZoneName('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(todaysTimeZoneName('Europe/Berlin')).toBe('Europe/Berlin');
  });

  it("shows the place by today's name, spaces for underscores", () => {
    expect(timeZonePlace('Europe/Kiev')).toBe('Kyiv');
    expect(timeZonePlace('Asia/Saigon')).toBe('Ho Chi Minh');
    expect(timeZonePlace('America/New_York')).toBe('New York');
    expect(timeZonePlace('UTC')).toBe('UTC');
  });

  it('knows both names of one zone', () => {
    expect(isSameTimeZone('Europe/Kiev', 'Europe/Kyiv')).toBe(true);
    expect(isSameTimeZone('Europe/Kiev', 'Europe/Kirov')).toBe(false);
    expect(olderTimeZoneNames('Europe/Kyiv')).toContain('Europe/Kiev');
  });

  it('maps only to names this runtime accepts', () => {
    for (const [old, today] of Object.entries(RENAMED_TIME_ZONES)) {
      expect(isValidTimeZone(old), old).toBe(true);
      expect(isValidTimeZone(today), today).toBe(true);
    }
  });
});
