import type { ApprovalThreshold, SetApprovalThresholdsBody } from '@paygrid/contracts';
import { minorToDecimal } from '@paygrid/domain/money/minor-units';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isoInstant } from '../../db/instant-text';
import { invalidValue } from '../../http/problem';
import type { AuditTrail } from '../audit/record';
import { currencies } from '../catalogues/tables';
import { exponentOf } from './dashboard-home';
import { operationApprovalThresholds } from './tables';

type ThresholdRow = typeof operationApprovalThresholds.$inferSelect;

const thresholdOf = (row: ThresholdRow): ApprovalThreshold => ({
  type: 'approval_threshold',
  id: row.currency,
  attributes: {
    currency: row.currency,
    amount_minor: String(row.amountMinor),
    exponent: exponentOf(row.currency),
    updated_at: isoInstant(row.updatedAt),
  },
});

/** GET /organization/approval-thresholds: the amounts set, by currency code. */
export async function listApprovalThresholds(db: Db, organizationId: string): Promise<ApprovalThreshold[]> {
  const rows = await db
    .select()
    .from(operationApprovalThresholds)
    .where(eq(operationApprovalThresholds.organizationId, organizationId))
    .orderBy(asc(operationApprovalThresholds.currency));
  return rows.map(thresholdOf);
}

/** Each currency once, and each of the catalogue: a 422 names the entry that is not. */
async function refuseUnknownOrTwice(
  db: Db,
  thresholds: SetApprovalThresholdsBody['thresholds'],
): Promise<void> {
  const seen = new Set<string>();
  for (const [index, { currency }] of thresholds.entries()) {
    if (seen.has(currency)) {
      throw invalidValue(
        `/thresholds/${index}/currency`,
        'duplicate_currency',
        `${currency} is named twice.`,
      );
    }
    seen.add(currency);
  }
  if (seen.size === 0) return;
  const known = await db
    .select({ code: currencies.code })
    .from(currencies)
    .where(inArray(currencies.code, [...seen]));
  const codes = new Set(known.map((row) => row.code));
  const unknown = thresholds.findIndex(({ currency }) => !codes.has(currency));
  if (unknown >= 0) {
    const currency = thresholds[unknown]?.currency;
    throw invalidValue(
      `/thresholds/${unknown}/currency`,
      'unknown_currency',
      `No currency ${currency} in the catalogue.`,
    );
  }
}

/**
 * PUT /organization/approval-thresholds: the list replaces the one before, in one transaction with its audit entry
 * (what each currency's amount was and became).
 */
export async function setApprovalThresholds(
  db: Db,
  change: { organizationId: string; organizationName: string; userId: string; trail: AuditTrail },
  thresholds: SetApprovalThresholdsBody['thresholds'],
): Promise<ApprovalThreshold[]> {
  await refuseUnknownOrTwice(db, thresholds);
  const { organizationId } = change;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const before = await tx
      .delete(operationApprovalThresholds)
      .where(eq(operationApprovalThresholds.organizationId, organizationId))
      .returning();
    const now = new Date();
    const after =
      thresholds.length === 0
        ? []
        : await tx
            .insert(operationApprovalThresholds)
            .values(
              thresholds.map(({ currency, amount_minor }) => ({
                organizationId,
                currency,
                amountMinor: BigInt(amount_minor),
                updatedByUserId: change.userId,
                // An amount that did not change keeps when it was set.
                createdAt: before.find((row) => row.currency === currency)?.createdAt ?? now,
                updatedAt:
                  before.find((row) => row.currency === currency && String(row.amountMinor) === amount_minor)
                    ?.updatedAt ?? now,
              })),
            )
            .returning();
    // In the audit log as the owner typed them, in major units ("1000.00" USD): minor units read as a hundred
    // times the amount to anyone who does not know the currency's exponent.
    const amounts = (rows: ThresholdRow[]) =>
      new Map(
        rows.map((row) => [row.currency, minorToDecimal(row.amountMinor, exponentOf(row.currency))] as const),
      );
    const was = amounts(before);
    const is = amounts(after);
    const changes = Object.fromEntries(
      [...new Set([...was.keys(), ...is.keys()])]
        .filter((currency) => was.get(currency) !== is.get(currency))
        .sort()
        .map((currency) => [
          currency,
          { before: was.get(currency) ?? null, after: is.get(currency) ?? null },
        ]),
    );
    if (Object.keys(changes).length > 0) {
      await change.trail.record(tx, {
        organizationId,
        action: 'organization.approval_thresholds_changed',
        resource: { id: organizationId, name: change.organizationName },
        changes,
      });
    }
    return after.sort((a, b) => a.currency.localeCompare(b.currency)).map(thresholdOf);
  });
}
