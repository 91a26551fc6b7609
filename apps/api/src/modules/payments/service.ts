import type { PaymentDetail } from '@paygrid/contracts';
import {
  capturableMinor,
  type OperationOffer,
  operationsOffered,
  type PaymentMoney,
  refundableMinor,
  withWaitingRequests,
} from '@paygrid/domain';
import { and, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isoInstant } from '../../db/instant-text';
import { queryRows } from '../../db/rows';
import { notFound } from '../../http/problem';
import type { OrganizationContext } from '../organizations/context';
import { inOrganizationMode, paymentGridSql } from './payment-grid';
import { waitingRequestsOn } from './payment-money';
import { paymentFieldsOf } from './payment-resource';
import { type PaymentStatusStep, payments } from './tables';

/**
 * GET /payments/{id}: one payment of the organisation in the cookie's mode. Another organisation's payment, or one
 * of the other mode, answers 404 exactly as one that does not exist. Its pending sums and what is left include the
 * requests waiting for approval, as the console sees them.
 */
export async function paymentDetail(
  db: Db,
  context: OrganizationContext,
  id: string,
): Promise<PaymentDetail> {
  const fields = sql.join(
    Object.entries(paymentGridSql.fields).map(
      ([name, expression]) => sql`${expression} as ${sql.identifier(name)}`,
    ),
    sql`, `,
  );
  const [record] = await queryRows(
    db,
    sql`select ${fields}, ${payments.mode} as mode, ${payments.updatedAt} as updated_at,
          ${payments.statusHistory} as status_history, ${payments.metadata} as metadata,
          ${payments.capturedMinor} as captured_minor,
          ${payments.refundPendingMinor} as refund_pending_minor,
          ${payments.capturePendingMinor} as capture_pending_minor,
          ${payments.cancellationPending} as cancellation_pending
        from ${paymentGridSql.from}
        where ${and(sql`${payments.id} = ${id}`, inOrganizationMode(context))}`,
  );
  if (!record) throw notFound('No such payment.');
  const history = jsonOf<PaymentStatusStep[]>(record.status_history) ?? [];
  const metadata = jsonOf<Record<string, string>>(record.metadata) ?? {};
  const attributes = paymentFieldsOf(record);
  const held: PaymentMoney = {
    type: attributes.type,
    status: attributes.status,
    amountMinor: BigInt(attributes.amount_minor),
    capturedMinor: BigInt(String(record.captured_minor)),
    refundedMinor: BigInt(String(record.refunded_minor)),
    refundPendingMinor: BigInt(String(record.refund_pending_minor)),
    capturePendingMinor: BigInt(String(record.capture_pending_minor)),
    cancellationPending: record.cancellation_pending === true,
  };
  // The console's figures and offers count requests waiting for approval, as asking does (decision 0106).
  const money = withWaitingRequests(held, await waitingRequestsOn(db, String(record.id)));
  const offers = operationsOffered(money);
  return {
    data: {
      type: 'payment',
      id: String(record.id),
      attributes: {
        ...attributes,
        mode: record.mode as PaymentDetail['data']['attributes']['mode'],
        updated_at: isoInstant(record.updated_at),
        captured_minor: String(money.capturedMinor),
        refund_pending_minor: String(money.refundPendingMinor),
        refundable_minor: String(refundableMinor(money)),
        capture_pending_minor: String(money.capturePendingMinor),
        capturable_minor: String(capturableMinor(money)),
        cancellation_pending: money.cancellationPending,
        operations_offered: {
          refund: offerOf(offers.refund),
          capture: offerOf(offers.capture),
          cancellation: offerOf(offers.cancellation),
        },
        status_history: [...history].sort((a, b) => a.at.localeCompare(b.at)),
        metadata: Object.entries(metadata).map(([key, value]) => ({ key, value: String(value) })),
      },
    },
  };
}

const offerOf = (offer: OperationOffer) => ({
  offered: offer.offered,
  why: offer.offered ? null : offer.why,
});

/** jsonb from a raw query: parsed by PGlite, text from postgres.js in some set-ups. */
const jsonOf = <T>(value: unknown): T | undefined =>
  value === null || value === undefined
    ? undefined
    : ((typeof value === 'string' ? JSON.parse(value) : value) as T);
