import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildCheckUrl,
  chooseLocale,
  cookieMaxAgeSeconds,
  DEFAULT_COOKIE_MAX_AGE_MS,
  decideReload,
  endTabSession,
  isSessionExpiredAtStartup,
  LOCALE_COOKIE_MAX_AGE_MS,
  normalizeLocale,
  parseAcceptLanguage,
  type ReloadHistory,
  startTabSession,
  TAB_LOADED_KEY,
  type TabStorage,
} from './index';

const memoryStorage = (
  initial: Record<string, string> = {},
): TabStorage & { data: Record<string, string> } => {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      delete data[key];
    },
  };
};

const ids = () => {
  let n = 0;
  return () => {
    n += 1;
    return `id-${n}`;
  };
};

describe('§4 tab session', () => {
  it('§4 tab session: a new id on first load of a tab', () => {
    const storage = memoryStorage();
    expect(startTabSession(storage, ids())).toBe('id-1');
    expect(storage.data[TAB_LOADED_KEY]).toBe('1');
  });

  it('§4 tab session: a reload keeps the id (the flag was cleared on unload)', () => {
    const storage = memoryStorage();
    const next = ids();
    const first = startTabSession(storage, next);
    endTabSession(storage);
    expect(startTabSession(storage, next)).toBe(first);
  });

  it('§4 tab session: regenerated when the tab-loaded flag is still set (duplicated tab)', () => {
    const storage = memoryStorage();
    const next = ids();
    startTabSession(storage, next);
    const duplicate = memoryStorage(storage.data);
    expect(startTabSession(duplicate, next)).toBe('id-2');
  });
});

describe('§3 locale choice', () => {
  it('§3 locale: the signed-in user’s preference, then the cookie, then the browser language, then en', () => {
    expect(chooseLocale({ cookie: 'uk', preference: 'en', browserLanguages: ['en'] })).toBe('en');
    expect(chooseLocale({ cookie: 'uk', preference: null, browserLanguages: ['en'] })).toBe('uk');
    expect(chooseLocale({ cookie: 'de', preference: 'uk' })).toBe('uk');
    expect(chooseLocale({ cookie: 'en', preference: 'de', browserLanguages: ['uk'] })).toBe('en');
    expect(chooseLocale({ browserLanguages: ['de-DE', 'uk-UA', 'en'] })).toBe('uk');
    expect(chooseLocale({ cookie: null, preference: null, browserLanguages: ['fr'] })).toBe('en');
    expect(chooseLocale({})).toBe('en');
    expect(normalizeLocale(' EN_us ')).toBe('en');
  });

  it('§3 locale: Accept-Language by quality', () => {
    expect(parseAcceptLanguage('en;q=0.5, uk-UA, de;q=0.9, fr;q=0')).toEqual(['uk-UA', 'de', 'en']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(chooseLocale({ browserLanguages: parseAcceptLanguage('de, uk;q=0.8') })).toBe('uk');
  });
});

describe('§9 cookie lifetimes', () => {
  it('§9 locale cookie lives 365 days; others about 100 years', () => {
    expect(LOCALE_COOKIE_MAX_AGE_MS).toBe(365 * 86_400_000);
    expect(DEFAULT_COOKIE_MAX_AGE_MS).toBe(3_155_760_000_000);
    expect(cookieMaxAgeSeconds(LOCALE_COOKIE_MAX_AGE_MS)).toBe(31_536_000);
  });

  it('§4 session expiry at startup: loggedIn cookie on an Unauthorized route', () => {
    expect(isSessionExpiredAtStartup({ loggedInCookie: true, routeAccess: 'unauthorized' })).toBe(true);
    expect(isSessionExpiredAtStartup({ loggedInCookie: true, routeAccess: 'authorized' })).toBe(false);
    expect(isSessionExpiredAtStartup({ loggedInCookie: false, routeAccess: 'unauthorized' })).toBe(false);
  });
});

describe('§2 reload guard', () => {
  const base = { path: '/a', newBuild: true, chunkLoadFailed: false, history: {} };

  it('§2 a new build reloads on the next navigation', () => {
    expect(decideReload({ ...base, nowMs: 0 })).toEqual({ reload: true, history: { '/a': 0 } });
    expect(decideReload({ ...base, newBuild: false, nowMs: 0 })).toEqual({ reload: false, history: {} });
  });

  it('§2 a failed chunk load also reloads', () => {
    expect(decideReload({ ...base, newBuild: false, chunkLoadFailed: true, nowMs: 0 }).reload).toBe(true);
  });

  it('§9 at most once per path within 10 seconds', () => {
    const first = decideReload({ ...base, nowMs: 1000 });
    expect(decideReload({ ...base, nowMs: 10_999, history: first.history }).reload).toBe(false);
    expect(decideReload({ ...base, nowMs: 11_000, history: first.history }).reload).toBe(true);
    expect(decideReload({ ...base, path: '/b', nowMs: 2000, history: first.history })).toEqual({
      reload: true,
      history: { '/a': 1000, '/b': 2000 },
    });
    expect(decideReload({ ...base, path: '/b', nowMs: 20_000, history: first.history }).history).toEqual({
      '/b': 20_000,
    });
  });

  it('§9 reloads of one path are 10 s apart at least (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(5000), { maxLength: 40 }), (gaps) => {
        let now = 0;
        let history: ReloadHistory = {};
        const reloads: number[] = [];
        for (const gap of gaps) {
          now += gap;
          const outcome = decideReload({ ...base, nowMs: now, history });
          history = outcome.history;
          if (outcome.reload) reloads.push(now);
        }
        for (let i = 1; i < reloads.length; i += 1) {
          expect((reloads[i] ?? 0) - (reloads[i - 1] ?? 0)).toBeGreaterThanOrEqual(10_000);
        }
      }),
    );
  });

  it('§7 the latest-build file is polled with a timestamp', () => {
    expect(buildCheckUrl('/builds/latest.json', 5)).toBe('/builds/latest.json?t=5');
    expect(buildCheckUrl('/l.json?x=1', 5)).toBe('/l.json?x=1&t=5');
  });
});
