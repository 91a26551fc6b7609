import { describe, expect, it } from 'vitest';
import { defaultSinceTexts, readSince } from './resend-since';

const forms = { order: 'day-month-year', clock: '24h', timeZone: 'Europe/Kyiv' } as const;
const now = Date.parse('2026-11-20T09:30:45.000Z');

describe('the time “Resend failed since…” starts from (issue 37)', () => {
  it('is a day ago, to the minute, in the reader’s zone and date order', () => {
    expect(defaultSinceTexts(now, forms)).toEqual({
      day: '19',
      month: '11',
      year: '2026',
      hours: '11',
      minutes: '30',
      seconds: '00',
    });
  });

  it('is read in the reader’s zone as the API’s instant; a day alone is its midnight', () => {
    expect(readSince(defaultSinceTexts(now, forms), forms, now)).toEqual({ at: '2026-11-19T09:30:00.000Z' });
    expect(readSince({ day: '20', month: '11', year: '2026' }, forms, now)).toEqual({
      at: '2026-11-19T22:00:00.000Z',
    });
  });

  it('refuses nothing, a date that is not one, and a time still to come', () => {
    const key = (reading: ReturnType<typeof readSince>) =>
      'error' in reading ? reading.error.split('\u0000')[0] : reading.at;
    expect(key(readSince({}, forms, now))).toBe('validation__required');
    expect(key(readSince({ day: '31', month: '02', year: '2026' }, forms, now))).toBe('validation__invalid');
    expect(key(readSince({ day: '21', month: '11', year: '2026' }, forms, now))).toBe(
      'webhooks.resend_failed.since_future',
    );
  });
});
