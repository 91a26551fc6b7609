import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { queryOfUrl } from '../../grid/check-query';
import { type HeavyReads, noSlotNeeded } from '../../grid/heavy-reads';
import type { ListCall } from '../../grid/list-call';
import type { ListCallOf } from '../../grid-routes/organization-grid-routes';
import { notFound } from '../../http/problem';
import { identityOf } from '../../http/route-access';
import { resolveOrganizationContext, TEST_MODE_COOKIE } from '../organizations/context';
import { preferencesOf } from '../users/service';
import { visiblePreset } from './service';

/**
 * How a grid route turns its request into the engine's list call: the reader's preferences (users), the
 * organisation's slots of expensive reads, and the saved views the request may name (read as the organisation's
 * member may: on the entrance host, the session's current organisation).
 */
export function listCallsOf(deps: { db: Db; appHost: string; heavyReads: HeavyReads }): ListCallOf {
  const { db, appHost, heavyReads } = deps;
  return (request: FastifyRequest): ListCall => {
    const identity = identityOf(request);
    const preferences = preferencesOf(identity.user);
    const organization = request.organization;
    return {
      query: queryOfUrl(request.url),
      defaultSize: preferences.data_grid_items_count,
      timeZone: preferences.time_zone,
      locale: preferences.locale,
      userId: identity.user.id,
      takeHeavyRead: organization ? () => heavyReads.take(organization.organization.id) : noSlotNeeded,
      loadView: async (id) => {
        const context =
          request.organization ??
          (await resolveOrganizationContext(
            db,
            { host: request.host, testModeCookie: request.cookies[TEST_MODE_COOKIE] },
            identity,
            appHost,
          ));
        if (!context) throw notFound();
        const view = await visiblePreset(db, context, 'view', id);
        return { gridCode: view.gridCode, sort: view.sort ?? [], filters: view.filters ?? [] };
      },
    };
  };
}
