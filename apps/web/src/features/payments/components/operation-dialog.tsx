import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { PaymentDetail } from '@paygrid/contracts/payments/payment';
import { APPROVAL_WAIT_MS } from '@paygrid/domain/payments/approvals';
import type { PaymentOperationKind } from '@paygrid/domain/payments/operations';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProofFields, useReaderNumbers } from '~/features/settings';
import { DialogFrame } from '~/shared/ui/dialog-frame';
import { useStepFocus } from '~/shared/ui/use-step-focus';
import { useOperationApproval } from './operation-approval';
import { OperationFailureAlert } from './operation-failure-alert';
import { type OperationProof, useOperationProof } from './operation-proof';

const DAY_MS = 86_400_000;

type OperationDialogProps = {
  kind: PaymentOperationKind;
  payment: PaymentDetail['data'];
  /** The request's state, as its mutation holds it. */
  request: { isPending: boolean; isError: boolean; error: unknown; reset: () => void };
  /** The first step: what to ask for. */
  fields: ReactNode;
  /** Shows the fields' errors and answers whether the second step may follow. */
  review: () => boolean;
  /** The second step's lead: what will happen, restated in money and words. */
  restated: ReactNode;
  /** What the approval amount is compared with: the amount reviewed, or what a cancellation releases. */
  amountMinor: bigint;
  submitLabel: string;
  /** The submit button's words when the request waits for approval. */
  askLabel: string;
  submitColor?: string;
  /** Sends the request with the proof (none unless needed); a refusal of the proof is the dialog's to show. */
  onSubmit: (proof: OperationProof, callbacks: { onError: (error: unknown) => void }) => void;
  onClose: () => void;
};

/**
 * Asking for a refund, a capture or a cancellation, in two steps: the fields, then a restatement of what will happen
 * before anything is sent: that it waits for a second person's approval (decision 0106), with the password where an
 * owner or admin is above the approval amount, else that the platform carries it out (with the sandbox's note in
 * test mode).
 */
export function OperationDialog({
  kind,
  payment,
  request,
  fields,
  review,
  restated,
  amountMinor,
  submitLabel,
  askLabel,
  submitColor,
  onSubmit,
  onClose,
}: OperationDialogProps) {
  const { t } = useTranslation();
  const { money } = useReaderNumbers();
  const [confirming, setConfirming] = useState(false);
  const step = useStepFocus<HTMLFormElement>(confirming);
  const a = payment.attributes;
  const approval = useOperationApproval(a.currency, amountMinor);
  const proof = useOperationProof();
  const waits = approval.waits || proof.asked;
  const proofNeeded = approval.proofNeeded || proof.asked;
  const next = (event: FormEvent) => {
    event.preventDefault();
    if (review()) setConfirming(true);
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    proof.proof(proofNeeded).then((sent) => {
      if (sent) onSubmit(sent, { onError: proof.showRefusal });
    });
  };
  // "Cancel" beside a cancellation's fields would read as the cancellation itself.
  const dismiss = t(
    kind === 'cancellation' ? 'payments.operations.keep' : 'payments.operations.dialog.cancel',
  );
  return (
    <DialogFrame
      opened
      // Closed while its request is in flight, a refusal would never be seen.
      onClose={() => (request.isPending ? undefined : onClose())}
      title={t(confirming ? `payments.${kind}s.dialog.confirm_title` : `payments.${kind}s.dialog.title`)}
      closeLabel={dismiss}
    >
      {confirming ? (
        <form ref={step} onSubmit={send} noValidate>
          <Stack gap="md">
            {request.isError && !proof.refusedProof(request.error) ? (
              <OperationFailureAlert
                kind={kind}
                error={request.error}
                money={(minor) => money(minor, a.exponent, a.currency)}
                onDismiss={request.reset}
              />
            ) : null}
            {restated}
            {waits ? (
              <Alert color="violet" variant="light">
                {t('payments.operations.approval.waits', { count: APPROVAL_WAIT_MS / DAY_MS })}
              </Alert>
            ) : (
              <Text size="sm" c="dimmed">
                {t('payments.operations.dialog.consequence')}
              </Text>
            )}
            {a.mode === 'test' && !waits ? (
              <Alert color="blue" variant="light">
                {t(`payments.operations.dialog.sandbox.${kind}`)}
              </Alert>
            ) : null}
            {proofNeeded ? (
              <ProofFields
                field={proof.field}
                need={proof.need}
                hint={t(
                  proof.need === 'code'
                    ? 'payments.operations.approval.proof_2fa'
                    : 'payments.operations.approval.proof',
                  { currency: a.currency },
                )}
              />
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button
                variant="default"
                onClick={() => {
                  request.reset();
                  proof.clearErrors();
                  setConfirming(false);
                }}
                disabled={request.isPending}
              >
                {t('payments.operations.dialog.back')}
              </Button>
              <Button type="submit" color={submitColor} loading={request.isPending} data-autofocus>
                {waits ? askLabel : submitLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <form ref={step} onSubmit={next} noValidate>
          <Stack gap="md">
            {fields}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {dismiss}
              </Button>
              <Button type="submit">{t(`payments.${kind}s.dialog.next`)}</Button>
            </Group>
          </Stack>
        </form>
      )}
    </DialogFrame>
  );
}
