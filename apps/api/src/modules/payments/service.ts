import type { PaymentDetail } from '@paygrid/contracts';
import { and, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isoInstant } from '../../db/instant-text';
import { queryRows } from '../../db/rows';
import { notFound } from '../../http/problem';
import type { OrganizationContext } from '../organizations/context';
import { inOrganizationMode, paymentGridSql } from './payment-grid';
import { paymentFieldsOf } from './payment-resource';
import { type PaymentStatusStep, payments } from './tables';

/**
 * GET /payments/{id}: one payment of the organisation in the cookie's mode. Another organisation's payment, or one
 * of the other mode, answers 404 exactly as one that does not exist.
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
          ${payments.statusHistory} as status_history, ${payments.metadata} as metadata
        from ${paymentGridSql.from}
        where ${and(sql`${payments.id} = ${id}`, inOrganizationMode(context))}`,
  );
  if (!record) throw notFound('No such payment.');
  const history = jsonOf<PaymentStatusStep[]>(record.status_history) ?? [];
  const metadata = jsonOf<Record<string, string>>(record.metadata) ?? {};
  return {
    data: {
      type: 'payment',
      id: String(record.id),
      attributes: {
        ...paymentFieldsOf(record),
        mode: record.mode as PaymentDetail['data']['attributes']['mode'],
        updated_at: isoInstant(record.updated_at),
        status_history: [...history].sort((a, b) => a.at.localeCompare(b.at)),
        metadata: Object.entries(metadata).map(([key, value]) => ({ key, value: String(value) })),
      },
    },
  };
}

/** jsonb from a raw query: parsed by PGlite, text from postgres.js in some set-ups. */
const jsonOf = <T>(value: unknown): T | undefined =>
  value === null || value === undefined
    ? undefined
    : ((typeof value === 'string' ? JSON.parse(value) : value) as T);
