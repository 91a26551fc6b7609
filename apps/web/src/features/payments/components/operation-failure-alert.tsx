import type { ApiErrorItem } from '@paygrid/contracts/common/api-error';
import {
  OPERATION_REFUSALS,
  type OperationRefusal,
  type PaymentOperationKind,
} from '@paygrid/domain/payments/operations';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '~/shared/http';
import { DangerAlert } from '~/shared/ui/danger-alert';
import { RequestFailureAlert } from '~/shared/ui/request-failure-alert';

/** Why an operation is not offered, in words: only the refusals its offer can answer are worded (a test checks). */
export const refusalKey = (kind: PaymentOperationKind, why: OperationRefusal) =>
  `payments.operations.why.${kind}.${why}` as ParseKeys;

const isRefusal = (why: unknown): why is OperationRefusal =>
  (OPERATION_REFUSALS as ReadonlyArray<unknown>).includes(why);

/** The largest amount the server said is left, by the refusal's code. */
const AMOUNT_REFUSALS = {
  amount_exceeds_refundable: 'refundable_minor',
  amount_exceeds_capturable: 'capturable_minor',
} as const;

type OperationFailureAlertProps = {
  kind: PaymentOperationKind;
  error: unknown;
  /** Minor units of the payment's currency as the reader reads money. */
  money: (minor: string) => string;
  onDismiss: () => void;
};

/**
 * A refused operation in the reader's words: more than is left names what is left in money, a state that changed
 * meanwhile says why; any other failure reads as every alert does.
 */
export function OperationFailureAlert({ kind, error, money, onDismiss }: OperationFailureAlertProps) {
  const { t } = useTranslation();
  const cause = apiErrorOf(error)?.errors[0];
  const worded = cause ? wordedRefusal(kind, cause) : undefined;
  if (!worded) {
    return (
      <RequestFailureAlert
        error={error}
        fallbackTitleKey={`payments.operations.failed.${kind}`}
        onDismiss={onDismiss}
      />
    );
  }
  return worded.code === 'not_offered' ? (
    <DangerAlert title={t(`error__${kind}_not_offered`)} onDismiss={onDismiss}>
      {t('payments.operations.failure.not_offered', { why: t(refusalKey(kind, worded.why)) })}
    </DangerAlert>
  ) : (
    <DangerAlert title={t(`error__${worded.code}`)} onDismiss={onDismiss}>
      {t(`payments.operations.failure.${worded.code}`, { left: money(worded.left) })}
    </DangerAlert>
  );
}

type WordedRefusal =
  | { code: keyof typeof AMOUNT_REFUSALS; left: string }
  | { code: 'not_offered'; why: OperationRefusal };

function wordedRefusal(kind: PaymentOperationKind, cause: ApiErrorItem): WordedRefusal | undefined {
  const meta = cause.meta ?? {};
  if (cause.code === `${kind}_not_offered` && isRefusal(meta.why)) {
    return { code: 'not_offered', why: meta.why };
  }
  if (cause.code in AMOUNT_REFUSALS) {
    const code = cause.code as keyof typeof AMOUNT_REFUSALS;
    const left = (meta.params as Record<string, unknown> | undefined)?.[AMOUNT_REFUSALS[code]];
    if (typeof left === 'string' && /^\d+$/.test(left)) return { code, left };
  }
  return undefined;
}
