import { Select, Textarea } from '@mantine/core';
import { type OperationReason, PAYMENT_OPERATION_LIMITS } from '@paygrid/domain/payments/operations';
import { useTranslation } from 'react-i18next';

type ReasonSelectProps<R extends OperationReason> = {
  reasons: ReadonlyArray<R>;
  value: R;
  onChange: (reason: R) => void;
};

/** Why a refund or a cancellation is asked for, from its declared list. */
export function ReasonSelect<R extends OperationReason>({ reasons, value, onChange }: ReasonSelectProps<R>) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('payments.operations.dialog.reason')}
      data={reasons.map((reason) => ({ value: reason, label: t(`payments.operations.reason.${reason}`) }))}
      value={value}
      onChange={(picked) => picked && onChange(picked as R)}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** The free text beside an operation. */
export function NoteField({ value, onChange }: { value: string; onChange: (note: string) => void }) {
  const { t } = useTranslation();
  return (
    <Textarea
      label={t('payments.operations.dialog.note')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maxLength={PAYMENT_OPERATION_LIMITS.noteMax}
      autosize
      minRows={2}
    />
  );
}
