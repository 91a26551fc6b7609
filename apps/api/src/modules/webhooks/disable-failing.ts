import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isoInstant } from '../../db/instant-text';
import type { MailLocale } from '../../mail/templates/layout';
import { webhookEndpointDisabledMail } from '../../mail/templates/webhook-endpoint-disabled';
import { systemAuditTrail } from '../audit/audit-log';
import type { SecretsKeyring } from '../auth/secret-box';
import { enqueueMail } from '../mail-outbox/outbox';
import { memberships, organizations } from '../organizations/tables';
import { preferencesOf } from '../users/service';
import { users } from '../users/tables';
import { failScheduledDeliveries } from './endpoints';
import { webhookEndpoints } from './tables';

/** Where the mailed link points: the organisation's dashboard host. */
export type DashboardHost = { protocol: string; appHost: string };

/**
 * Turns off an endpoint that has failed for three days (issue 37), inside the attempt's transaction: its scheduled
 * deliveries are failed, the audit log records it as Paygrid's doing, and every owner and admin of the
 * organisation is mailed in their own language (through the outbox, so after the commit).
 */
export async function disableFailingEndpoint(
  tx: Db,
  deps: { ring: SecretsKeyring; dashboard: DashboardHost },
  endpointId: string,
  lastError: string,
): Promise<void> {
  const [endpoint] = await tx
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: 'failing', updatedAt: sql`now()` })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
    .returning();
  if (!endpoint) return;
  await failScheduledDeliveries(tx, endpointId);
  const failingSince = endpoint.failingSince ? isoInstant(endpoint.failingSince) : '';
  await systemAuditTrail(deps.ring).record(tx, {
    organizationId: endpoint.organizationId,
    action: 'webhook_endpoint.disabled',
    resource: { id: endpoint.id, name: endpoint.url },
    changes: { enabled: { before: true, after: false } },
    details: { mode: endpoint.mode, failing_since: failingSince, last_error: lastError },
  });
  const [organization] = await tx
    .select({ name: organizations.name, alias: organizations.alias })
    .from(organizations)
    .where(eq(organizations.id, endpoint.organizationId));
  if (!organization) return;
  const people = await tx
    .select({ email: users.email, preferences: users.preferences })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.organizationId, endpoint.organizationId),
        inArray(memberships.role, ['owner', 'admin']),
      ),
    );
  const deliveryLogUrl = `${deps.dashboard.protocol}//${organization.alias}.${deps.dashboard.appHost}/developers/webhooks`;
  for (const person of people) {
    const locale: MailLocale = preferencesOf(person).locale;
    await enqueueMail(tx, {
      to: person.email,
      ...webhookEndpointDisabledMail(locale, {
        organizationName: organization.name,
        url: endpoint.url,
        mode: endpoint.mode,
        failingSince: failingSince.replace('T', ' ').replace(/\.\d+Z$/, ''),
        lastError,
        deliveryLogUrl,
      }),
    });
  }
}
