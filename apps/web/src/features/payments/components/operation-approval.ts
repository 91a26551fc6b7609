import { canDo } from '@paygrid/domain/organizations/roles';
import { operationWaitsForApproval } from '@paygrid/domain/payments/approvals';
import { useCurrentOrganization } from '~/features/organizations';
import { useApprovalThresholds } from '../api/approval-thresholds';

/** What a request in the console will meet (decision 0106), as far as the console can tell before sending it. */
export type OperationApproval = {
  /** It waits for a second person before the platform hears of it. */
  waits: boolean;
  /** An owner or admin above the amount: the password (and a code) go with the request. */
  proofNeeded: boolean;
  /** The amount set for the currency, in minor units, when one is. */
  thresholdMinor: string | undefined;
};

/**
 * Whether asking for `amountMinor` of `currency` waits for approval, by the reader's role and the organisation's
 * approval amounts. Until the amounts are read an owner or admin is taken to act at once: the server then asks for
 * the password (approval_proof_required), and the dialog asks for it from then on.
 */
export function useOperationApproval(currency: string, amountMinor: bigint): OperationApproval {
  const role = useCurrentOrganization().data?.data.attributes.role;
  const thresholds = useApprovalThresholds().data?.data;
  const mayOperate = role !== undefined && canDo(role, 'operate-payments');
  const thresholdMinor = thresholds?.find((one) => one.attributes.currency === currency)?.attributes
    .amount_minor;
  const waits = operationWaitsForApproval({
    mayOperate,
    amountMinor,
    thresholdMinor: thresholdMinor === undefined ? undefined : BigInt(thresholdMinor),
  });
  return { waits, proofNeeded: waits && mayOperate, thresholdMinor };
}
