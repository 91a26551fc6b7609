import { describe, expect, it } from 'vitest';
import { timeZoneOptions } from './time-zone-options';

const winter = new Date('2025-01-15T12:00:00Z');
const summer = new Date('2025-07-15T12:00:00Z');
const labelOf = (zone: string, at: Date, saved = 'UTC') =>
  timeZoneOptions(saved, at).find((option) => option.value === zone)?.label;

describe('timeZoneOptions (preferences)', () => {
  it('labels a zone with spaces for underscores and its offset at that instant', () => {
    expect(labelOf('Asia/Tokyo', winter)).toBe('Asia/Tokyo (UTC+09:00)');
    expect(labelOf('America/New_York', winter)).toBe('America/New York (UTC-05:00)');
    expect(labelOf('Asia/Kolkata', winter, 'Asia/Kolkata')).toBe('Asia/Kolkata (UTC+05:30)');
  });

  it('follows daylight saving: the offset is the one in force at the given instant', () => {
    expect(labelOf('America/New_York', summer)).toBe('America/New York (UTC-04:00)');
    expect(labelOf('Europe/London', winter)).toBe('Europe/London (UTC)');
    expect(labelOf('Europe/London', summer)).toBe('Europe/London (UTC+01:00)');
  });

  it('always offers UTC, labelled plainly', () => {
    expect(labelOf('UTC', winter, 'Asia/Tokyo')).toBe('UTC (UTC)');
  });

  it('keeps the saved zone even when the runtime lists it under another name', () => {
    const listed = new Set(Intl.supportedValuesOf('timeZone'));
    const saved = ['Europe/Kyiv', 'Europe/Kiev', 'US/Pacific', 'Etc/GMT+5'].find((zone) => !listed.has(zone));
    if (!saved) throw new Error('every candidate zone is listed: pick another unlisted valid zone');
    expect(timeZoneOptions(saved, winter).map((option) => option.value)).toContain(saved);
    expect(timeZoneOptions('UTC', winter).map((option) => option.value)).not.toContain(saved);
  });

  it('does not offer an unknown saved zone', () => {
    const values = timeZoneOptions('Mars/Olympus_Mons', winter).map((option) => option.value);
    expect(values).not.toContain('Mars/Olympus_Mons');
  });

  it('is sorted by zone name, each zone once', () => {
    const values = timeZoneOptions('Europe/Kiev', winter).map((option) => option.value);
    expect(values).toEqual([...values].sort((a, b) => a.localeCompare(b)));
    expect(new Set(values).size).toBe(values.length);
    expect(values.length).toBeGreaterThan(300);
  });
});
