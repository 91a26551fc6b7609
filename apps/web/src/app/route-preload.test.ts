import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isVerySlowConnection } from '~/shared/on-demand/slow-connection';
import { preloadPath } from './route-preload';

describe('which connections preload route chunks (SPEC §9)', () => {
  it('preloads on ordinary connections and when the browser does not say', () => {
    expect(isVerySlowConnection(undefined)).toBe(false);
    expect(isVerySlowConnection({ effectiveType: '4g' })).toBe(false);
    expect(isVerySlowConnection({ effectiveType: '3g', saveData: false })).toBe(false);
  });

  it('does not preload on 2G or when the reader saves data', () => {
    expect(isVerySlowConnection({ effectiveType: '2g' })).toBe(true);
    expect(isVerySlowConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isVerySlowConnection({ effectiveType: '4g', saveData: true })).toBe(true);
  });
});

describe('preloading the chunks of a path', () => {
  const loaded: string[] = [];
  const lazyOf = (name: string) => async () => {
    loaded.push(name);
    return {};
  };
  const routes: RouteObject[] = [
    {
      id: 'root',
      children: [
        { lazy: lazyOf('entrance layout'), children: [{ path: 'login', lazy: lazyOf('login page') }] },
        {
          lazy: lazyOf('organisation layout'),
          children: [
            { index: true, lazy: lazyOf('dashboard page') },
            { path: 'countries', lazy: lazyOf('countries page') },
          ],
        },
      ],
    },
  ];

  it('loads the layout and the page a path matches, each once, and nothing else', async () => {
    loaded.length = 0;
    const started = new WeakSet<RouteObject>();
    preloadPath(routes, '/countries', started);
    preloadPath(routes, '/countries', started);
    await Promise.resolve();
    expect(loaded).toEqual(['organisation layout', 'countries page']);
    preloadPath(routes, '/login', started);
    preloadPath(routes, '/no/such/page', started);
    expect(loaded).toEqual(['organisation layout', 'countries page', 'entrance layout', 'login page']);
  });

  it('tries a route again after its chunk failed to arrive', async () => {
    let attempts = 0;
    const flaky: RouteObject[] = [
      {
        path: 'members',
        lazy: async () => {
          attempts += 1;
          throw new Error('network');
        },
      },
    ];
    const started = new WeakSet<RouteObject>();
    preloadPath(flaky, '/members', started);
    await new Promise((resolve) => setTimeout(resolve, 0));
    preloadPath(flaky, '/members', started);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(attempts).toBe(2);
  });
});
