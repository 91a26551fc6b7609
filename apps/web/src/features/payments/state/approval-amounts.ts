import type {
  ApprovalThreshold,
  SetApprovalThresholdsBody,
} from '@paygrid/contracts/payments/approval-thresholds';
import { minorToDecimal } from '@paygrid/domain/money/minor-units';
import { encodeFieldMessage } from '~/shared/forms/field-message';
import { apiErrorOf } from '~/shared/http';
import { typedMinor } from '../components/operation-amount';

/** One currency's approval amount as an owner edits it: typed in major units, the currency's exponent at hand. */
export type ApprovalAmountDraft = { currency: string; exponent: number; amount: string };

/** The amounts saved, as drafts: plain digits and a point, which read back exactly whatever the reader's format. */
export const draftsOf = (saved: ReadonlyArray<ApprovalThreshold>): ApprovalAmountDraft[] =>
  saved.map(({ attributes: a }) => ({
    currency: a.currency,
    exponent: a.exponent,
    amount: minorToDecimal(a.amount_minor, a.exponent),
  }));

/** Why each draft's amount cannot be sent, by its place in the list, as encoded field messages. */
export function draftProblems(drafts: ReadonlyArray<ApprovalAmountDraft>): Record<number, string> {
  const problems: Record<number, string> = {};
  drafts.forEach(({ currency, exponent, amount }, index) => {
    const minor = typedMinor(amount, exponent);
    if (minor === undefined)
      problems[index] = encodeFieldMessage(
        exponent === 0
          ? { key: 'organization_settings.approval_amounts.invalid_whole', params: { currency } }
          : { key: 'organization_settings.approval_amounts.invalid_amount', params: { decimals: exponent } },
      );
    else if (minor <= 0n)
      problems[index] = encodeFieldMessage({ key: 'organization_settings.approval_amounts.positive' });
  });
  return problems;
}

/** Each currency's amount in minor units, as text; a draft that is not an amount reads as itself. */
const minorByCurrency = (drafts: ReadonlyArray<ApprovalAmountDraft>) =>
  new Map(
    drafts.map(({ currency, exponent, amount }) => [
      currency,
      String(typedMinor(amount, exponent) ?? amount),
    ]),
  );

/** The whole list as the API takes it, in the drafts' order (its refusals name an entry by its place). */
export const thresholdsOf = (
  drafts: ReadonlyArray<ApprovalAmountDraft>,
): SetApprovalThresholdsBody['thresholds'] =>
  drafts.map(({ currency, exponent, amount }) => ({
    currency,
    amount_minor: String(typedMinor(amount, exponent)),
  }));

/** Whether the drafts say anything else than what is saved: an amount typed otherwise ("1000" for 1000.00) does not. */
export function differsFromSaved(
  drafts: ReadonlyArray<ApprovalAmountDraft>,
  saved: ReadonlyArray<ApprovalThreshold>,
): boolean {
  const drafted = minorByCurrency(drafts);
  return (
    drafted.size !== saved.length ||
    saved.some(({ attributes: a }) => drafted.get(a.currency) !== a.amount_minor)
  );
}

/**
 * The entries the API refused (`/thresholds/N/currency`: duplicate_currency, unknown_currency), by their place in
 * the list, each worded by its code for that currency; empty when the failure is not about an entry.
 */
export function refusedDrafts(
  error: unknown,
  drafts: ReadonlyArray<ApprovalAmountDraft>,
): Record<number, string> {
  const refused: Record<number, string> = {};
  for (const item of apiErrorOf(error)?.errors ?? []) {
    const index = Number(item.source?.pointer?.match(/^\/thresholds\/(\d+)\//)?.[1]);
    const draft = drafts[index];
    if (draft === undefined || refused[index] !== undefined) continue;
    refused[index] = encodeFieldMessage({
      key: `organization_settings.approval_amounts.refused.${item.code}`,
      params: { currency: draft.currency },
      fallback: item.detail ?? item.title,
    });
  }
  return refused;
}
