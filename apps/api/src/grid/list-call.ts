import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { notFound } from '../http/problem';
import { identityOf } from '../http/route-access';
import { resolveOrganizationContext, TEST_MODE_COOKIE } from '../modules/organizations/context';
import { preferencesOf } from '../modules/users/service';
import { getSavedView } from '../modules/views/service';
import type { ViewForList } from './apply-view';
import { queryOfUrl } from './check-query';
import { type HeavyReads, noSlotNeeded, type TakeHeavyRead } from './heavy-reads';

/** What a grid list call brings from HTTP: its query, the reader's preferences, and how to read a saved view. */
export type ListCall = {
  query: string;
  /** The reader's data_grid_items_count (SPEC §3; 20 when unset). */
  defaultSize: number;
  timeZone: string;
  locale: string;
  userId: string;
  /** Reads a view as its organisation's member may (another organisation's answers 404). */
  loadView(id: string): Promise<ViewForList>;
  /** A slot of the organisation's expensive reads (a search, a summary, an export), or busy (issue 33). */
  takeHeavyRead: TakeHeavyRead;
};

export function listCallOf(
  request: FastifyRequest,
  deps: { db: Db; appHost: string; heavyReads?: HeavyReads | undefined },
): ListCall {
  const identity = identityOf(request);
  const { user } = identity;
  const preferences = preferencesOf(user);
  const organization = request.organization;
  const { heavyReads } = deps;
  return {
    query: queryOfUrl(request.url),
    defaultSize: preferences.data_grid_items_count,
    timeZone: preferences.time_zone,
    locale: preferences.locale,
    userId: user.id,
    takeHeavyRead:
      heavyReads && organization ? () => heavyReads.take(organization.organization.id) : noSlotNeeded,
    loadView: async (id) => {
      const context =
        request.organization ??
        (await resolveOrganizationContext(
          deps.db,
          { host: request.host, testModeCookie: request.cookies[TEST_MODE_COOKIE] },
          identity,
          deps.appHost,
        ));
      if (!context) throw notFound();
      return getSavedView(deps.db, context, id);
    },
  };
}
