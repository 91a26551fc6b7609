// The payments grid's SQL for the bench's raw side. The payments list module (issue 16) owns the real mapping;
// once merged, the bench should import it instead, so both sides run the list's own SQL.
import { paymentsGrid } from '@paygrid/domain';
import { sql } from 'drizzle-orm';
import type { GridSql } from '../apps/api/src/grid/grid-sql';
import { paymentFilterSql } from '../apps/api/src/modules/payments/summary-filters';

export const benchPaymentsGridSql: GridSql<Record<string, unknown>> = {
  declaration: paymentsGrid,
  from: sql`payments`,
  fields: {
    id: sql`id`,
    createdAt: sql`created_at`,
    type: sql`type`,
    status: sql`status`,
    amountMinor: sql`amount_minor::text`,
    currency: sql`currency`,
    method: sql`method`,
    customerEmail: sql`customer_email`,
    reference: sql`reference`,
  },
  sorts: {
    created_at: sql`created_at`,
    amount: sql`amount_minor`,
    status: sql`status`,
    type: sql`type`,
    reference: sql`reference`,
    id: sql`id`,
  },
  filters: paymentFilterSql,
  toRow: (record) => record,
};
