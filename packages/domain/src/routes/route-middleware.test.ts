import { describe, expect, it } from 'vitest';
import { runRouteMiddleware } from './route-middleware';
import { type RouteDefinition, routeByName } from './route-table';

describe('§2 route middleware, §8 unknown route middleware', () => {
  it('sends the registration routes to login while registration is off, and lets the join step through', () => {
    expect(runRouteMiddleware(routeByName('registration'), { registrationEnabled: false })).toEqual({
      kind: 'redirect',
      target: '/login',
    });
    expect(runRouteMiddleware(routeByName('registration'), { registrationEnabled: true })).toEqual({
      kind: 'continue',
    });
    expect(runRouteMiddleware(routeByName('join'), { registrationEnabled: false })).toEqual({
      kind: 'continue',
    });
    expect(runRouteMiddleware(routeByName('login'), { registrationEnabled: false })).toEqual({
      kind: 'continue',
    });
  });

  it('runs every name of the table, and throws "Unknown route middleware" for a name nobody registered', () => {
    expect(
      runRouteMiddleware(routeByName('registration-confirmation'), { registrationEnabled: true }),
    ).toEqual({
      kind: 'continue',
    });
    const broken = {
      ...routeByName('login'),
      middleware: ['registration-disabled', 'maintenance-window'],
    } as unknown as RouteDefinition;
    expect(() => runRouteMiddleware(broken, { registrationEnabled: true })).toThrow(
      'Unknown route middleware',
    );
  });
});
