import { describe, expect, it } from 'vitest';
import { runRouteMiddleware } from './route-middleware';
import { type RouteDefinition, routeByName } from './route-table';

describe('§2 route middleware, §8 unknown route middleware', () => {
  it('sends the registration routes to login while registration is off, and lets the join step through', () => {
    expect(
      runRouteMiddleware(routeByName('registration'), { registrationEnabled: false, path: '/x' }),
    ).toEqual({
      kind: 'redirect',
      target: '/login',
    });
    expect(
      runRouteMiddleware(routeByName('registration'), { registrationEnabled: true, path: '/x' }),
    ).toEqual({
      kind: 'continue',
    });
    expect(runRouteMiddleware(routeByName('join'), { registrationEnabled: false, path: '/x' })).toEqual({
      kind: 'continue',
    });
    expect(runRouteMiddleware(routeByName('login'), { registrationEnabled: false, path: '/x' })).toEqual({
      kind: 'continue',
    });
  });

  it('runs every name of the table, and throws "Unknown route middleware" for a name nobody registered', () => {
    expect(
      runRouteMiddleware(routeByName('registration-confirmation'), { registrationEnabled: true, path: '/x' }),
    ).toEqual({
      kind: 'continue',
    });
    const broken = {
      ...routeByName('login'),
      middleware: ['registration-disabled', 'maintenance-window'],
    } as unknown as RouteDefinition;
    expect(() => runRouteMiddleware(broken, { registrationEnabled: true, path: '/x' })).toThrow(
      'Unknown route middleware',
    );
  });

  it('answers "Page Not Found: {path}" (404) when a middleware fails as the page opens (§8)', () => {
    const failing = () => {
      throw new Error('the registration service did not answer');
    };
    expect(
      runRouteMiddleware(
        routeByName('registration'),
        { registrationEnabled: true, path: '/registration?ref=mail' },
        { 'registration-disabled': failing },
      ),
    ).toEqual({ kind: 'not-found', status: 404, message: 'Page Not Found: /registration?ref=mail' });
  });
});
