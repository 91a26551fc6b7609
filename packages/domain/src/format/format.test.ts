import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateOrders } from './date-input.test-support';
import {
  type CalendarDate,
  type DateOrder,
  DEFAULT_TIME_ZONE,
  formatDate,
  formatDateInput,
  formatDateTime,
  formatInZone,
  formatMinorAmount,
  formatNumber,
  formatRelativeTime,
  formatTime,
  formatTime12,
  formatTime24,
  formatTimeInput,
  formatUserInstant,
  isValidTimeZone,
  numberFormats,
  parseDateInput,
  parseTime12,
  parseTime24,
  parseTimeInput,
  resolveNumberFormat,
  toEpochMs,
  zonedTimeToEpochMs,
} from './index';

const at = Date.UTC(2024, 6, 15, 21, 5, 9); // 2024-07-16 00:05:09 in Kyiv (UTC+3)

describe('§9 number formatting', () => {
  it("§3 numbers follow the user's number format, exactly", () => {
    expect(formatNumber('1234567.891')).toBe('1,234,567.891');
    expect(formatNumber('-1234.5', numberFormats['dot-comma'])).toBe('-1.234,5');
    expect(formatNumber(1234n, numberFormats['space-comma'])).toBe('1\u00a0234');
    expect(formatNumber('98765432109876543210.123456789', numberFormats['plain-dot'])).toBe(
      '98765432109876543210.123456789',
    );
    expect(formatNumber('0012.5', undefined, { minimumFractionDigits: 2 })).toBe('12.50');
    expect(formatNumber(1e21)).toBe('1,000,000,000,000,000,000,000');
    expect(formatNumber(1.5e-7)).toBe('0.00000015');
    expect(formatNumber(0.1)).toBe('0.1');
    expect(() => formatNumber(Number.NaN)).toThrow(RangeError);
    expect(() => formatNumber('1e5')).toThrow(RangeError);
  });

  it('§3 number format preference by name or by sample', () => {
    expect(resolveNumberFormat('dot-comma')).toEqual({ groupSeparator: '.', decimalSeparator: ',' });
    expect(resolveNumberFormat('1 234,56')).toEqual({ groupSeparator: '\u00a0', decimalSeparator: ',' });
    expect(resolveNumberFormat('1234.56')).toEqual({ groupSeparator: '', decimalSeparator: '.' });
    expect(resolveNumberFormat('1,234.56')).toEqual({ groupSeparator: ',', decimalSeparator: '.' });
    expect(resolveNumberFormat(undefined)).toEqual(numberFormats['comma-dot']);
    expect(resolveNumberFormat('weird')).toEqual(numberFormats['comma-dot']);
  });

  it('§3 money amounts show every decimal place of the currency', () => {
    expect(formatMinorAmount(123456n, { exponent: 2 })).toBe('1,234.56');
    expect(formatMinorAmount('100000000', { exponent: 8 }, numberFormats['space-comma'])).toBe('1,00000000');
  });

  it('§3 grouping never changes the digits (property)', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.nat(1_000_000), (whole, fraction) => {
        const text = `${whole}.${fraction}`;
        const formatted = formatNumber(text, numberFormats['space-dot']);
        expect(formatted.replaceAll('\u00a0', '')).toBe(text);
      }),
    );
  });
});

describe('§9 date and time formatting in the time zone', () => {
  it('§9 defaults: Europe/Kiev, yyyy-MM-dd, HH:mm, yyyy-MM-dd HH:mm', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Europe/Kiev');
    expect(formatDate(at)).toBe('2024-07-16');
    expect(formatTime(at)).toBe('00:05');
    expect(formatDateTime(at)).toBe('2024-07-16 00:05');
  });

  it("§3 the user's time zone and formats apply", () => {
    const prefs = { timeZone: 'America/New_York', dateFormat: 'MM-dd-yyyy', timeFormat: 'hh:mm:ss a' };
    expect(formatDateTime(at, prefs)).toBe('07-15-2024 05:05:09 pm');
    expect(formatDate(new Date(at), { dateFormat: 'dd-MM-yyyy', timeZone: 'UTC' })).toBe('15-07-2024');
    expect(formatTime('2024-07-15T00:30:00Z', { timeZone: 'UTC', timeFormat: 'hh:mm a' })).toBe('12:30 am');
    expect(formatInZone(at, 'HH:mm:ss', 'Asia/Tokyo')).toBe('06:05:09');
    expect(() => formatDate('not a date')).toThrow(RangeError);
    expect(toEpochMs(new Date(5))).toBe(5);
  });

  it('§9 time zones: validity and wall clock to instant', () => {
    expect(isValidTimeZone('Europe/Kiev')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    const wall = { year: 2024, month: 7, day: 16, hours: 0, minutes: 5, seconds: 9 };
    expect(zonedTimeToEpochMs(wall, 'Europe/Kiev')).toBe(at);
  });

  it('§3 relative time', () => {
    const now = Date.UTC(2024, 0, 10, 12);
    expect(formatRelativeTime(now - 3 * 3600_000, now)).toBe('3 hours ago');
    expect(formatRelativeTime(now + 2 * 86_400_000, now)).toBe('in 2 days');
    expect(formatRelativeTime(now - 86_400_000, now)).toBe('yesterday');
    expect(formatRelativeTime(now, now)).toBe('now');
    expect(formatRelativeTime(now - 400 * 86_400_000, now, 'uk')).toBe('минулого року');
    expect(formatUserInstant(now - 60_000, { relativeTime: true }, now)).toBe('1 minute ago');
    expect(formatUserInstant(now, { relativeTime: false, timeZone: 'UTC' }, now)).toBe('2024-01-10 12:00');
  });
});

describe('§2 time inputs', () => {
  it('§2 24-hour time: hours:minutes:seconds', () => {
    expect(parseTime24('07:08:09')).toEqual({ hours: 7, minutes: 8, seconds: 9 });
    expect(parseTime24('7:08:09')).toBeUndefined();
    expect(formatTime24({ hours: 7, minutes: 8, seconds: 9 })).toBe('07:08:09');
  });

  it('§2 12-hour time: hours:minutes:seconds plus lowercase a or p', () => {
    expect(parseTime12('12:00:00 a')).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(parseTime12('12:30:00p')).toEqual({ hours: 12, minutes: 30, seconds: 0 });
    expect(parseTime12('01:00:00 p')).toEqual({ hours: 13, minutes: 0, seconds: 0 });
    expect(parseTime12('13:00:00 p')).toBeUndefined();
    expect(formatTime12({ hours: 0, minutes: 1, seconds: 2 })).toBe('12:01:02 a');
    expect(formatTime12({ hours: 23, minutes: 1, seconds: 2 })).toBe('11:01:02 p');
  });

  it('§2 time inputs: parse(format(t)) = t in both forms (property)', () => {
    const time = fc.record({
      hours: fc.integer({ min: 0, max: 23 }),
      minutes: fc.integer({ min: 0, max: 59 }),
      seconds: fc.integer({ min: 0, max: 59 }),
    });
    fc.assert(
      fc.property(time, fc.constantFrom('24h' as const, '12h' as const), (t, form) => {
        expect(parseTimeInput(formatTimeInput(t, form), form)).toEqual(t);
      }),
    );
  });
});

describe('§2 date inputs', () => {
  it('§2 date inputs: year-month-day, day-month-year and month-day-year, dash-separated', () => {
    const date = { year: 2024, month: 3, day: 9 };
    expect(formatDateInput(date, 'year-month-day')).toBe('2024-03-09');
    expect(formatDateInput(date, 'day-month-year')).toBe('09-03-2024');
    expect(formatDateInput(date, 'month-day-year')).toBe('03-09-2024');
    expect(parseDateInput('09-03-2024', 'day-month-year')).toEqual(date);
    expect(parseDateInput('03-09-2024', 'month-day-year')).toEqual(date);
    expect(parseDateInput('2024/03/09', 'year-month-day')).toBeUndefined();
  });

  it('§2 date inputs: parse(format(d)) = d in every order (property)', () => {
    const date: fc.Arbitrary<CalendarDate> = fc.record({
      year: fc.integer({ min: 0, max: 9999 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 31 }),
    });
    fc.assert(
      fc.property(date, fc.constantFrom<DateOrder>(...dateOrders), (d, order) => {
        expect(parseDateInput(formatDateInput(d, order), order)).toEqual(d);
      }),
    );
  });
});
