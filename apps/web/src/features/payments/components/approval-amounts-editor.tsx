import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ApprovalThreshold } from '@paygrid/contracts/payments/approval-thresholds';
import { APPROVAL_THRESHOLDS_MAX } from '@paygrid/domain/payments/approvals';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProofNeed } from '~/features/auth';
import { PasswordProofModal } from '~/features/settings';
import { currencyPickerOptions } from '~/shared/enumerations/picker-options';
import { ReferencePicker } from '~/shared/enumerations/reference-picker';
import { useEnumeration } from '~/shared/enumerations/use-enumeration';
import { focusFirstInvalid } from '~/shared/forms/focus-first-invalid';
import { useFieldProps } from '~/shared/forms/use-field-props';
import { useSuccessToast } from '~/shared/ui/success-toast';
import { useSetApprovalThresholds } from '../api/approval-thresholds';
import {
  type ApprovalAmountDraft,
  differsFromSaved,
  draftProblems,
  draftsOf,
  refusedDrafts,
  thresholdsOf,
} from '../state/approval-amounts';

type Values = { thresholds: ApprovalAmountDraft[] };

const amountPath = (index: number) => `thresholds.${index}.amount`;
const onAmounts = (byIndex: Record<number, string>) =>
  Object.fromEntries(Object.entries(byIndex).map(([index, message]) => [amountPath(Number(index)), message]));

type ApprovalAmountsEditorProps = {
  saved: ReadonlyArray<ApprovalThreshold>;
  /** Saved or given up: the section shows the list again. */
  onDone: () => void;
};

/**
 * An owner's change of the approval amounts: each currency's amount in major units, a currency added from the
 * catalogue or removed, then the whole list saved behind the password (and a code with 2FA on).
 */
export function ApprovalAmountsEditor({ saved, onDone }: ApprovalAmountsEditorProps) {
  const { t } = useTranslation();
  const showSuccess = useSuccessToast();
  const need = useProofNeed();
  const askCode = need === 'code';
  const catalogue = useEnumeration('system-currencies').data;
  const save = useSetApprovalThresholds();
  const form = useForm<Values>({
    initialValues: { thresholds: draftsOf(saved) },
    validate: (values) => onAmounts(draftProblems(values.thresholds)),
  });
  const field = useFieldProps(form);
  const [adding, setAdding] = useState<string | null>(null);
  const [proving, setProving] = useState(false);
  const drafts = form.values.thresholds;
  // The catalogue's currencies not listed yet: recomputed when the list of currencies changes, not on every key.
  const listedCodes = drafts.map((draft) => draft.currency).join(',');
  const options = useMemo(() => {
    const listed = new Set(listedCodes.split(','));
    return currencyPickerOptions(catalogue ?? [], { everyKind: true }).filter(
      (option) => !listed.has(option.value),
    );
  }, [catalogue, listedCodes]);
  const nameOf = (code: string) => catalogue?.find((currency) => currency.value === code)?.label;

  const add = () => {
    const currency = catalogue?.find((item) => item.value === adding);
    if (currency?.exponent === undefined) return;
    form.insertListItem('thresholds', { currency: currency.value, exponent: currency.exponent, amount: '' });
    setAdding(null);
    // Its amount is what is asked next; the field exists once React has drawn the new row.
    const index = drafts.length;
    window.setTimeout(() => form.getInputNode(amountPath(index))?.focus(), 0);
  };

  const proofMessage = [
    t(
      drafts.length === 0
        ? 'organization_settings.approval_amounts.proof_what_none'
        : 'organization_settings.approval_amounts.proof_what',
    ),
    t(
      askCode
        ? 'organization_settings.approval_amounts.proof_2fa'
        : 'organization_settings.approval_amounts.proof',
    ),
  ].join(' ');

  return (
    <>
      <form
        noValidate
        onSubmit={form.onSubmit(
          () => setProving(true),
          (errors) => focusFirstInvalid(form, errors),
        )}
      >
        <Stack gap="md">
          {drafts.length === 0 ? (
            <Text size="sm">{t('organization_settings.approval_amounts.empty')}</Text>
          ) : (
            drafts.map((draft, index) => (
              <Group key={draft.currency} align="flex-end" gap="xs" wrap="nowrap">
                <TextInput
                  {...field(amountPath(index))}
                  label={t('organization_settings.approval_amounts.amount', { currency: draft.currency })}
                  description={nameOf(draft.currency)}
                  // The error above the field keeps the field beside its remove button.
                  inputWrapperOrder={['label', 'description', 'error', 'input']}
                  inputMode="decimal"
                  autoComplete="off"
                  style={{ flex: 1 }}
                />
                <ActionIcon
                  variant="default"
                  size="input-sm"
                  aria-label={t('organization_settings.approval_amounts.remove', {
                    currency: draft.currency,
                  })}
                  onClick={() => form.removeListItem('thresholds', index)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))
          )}
          {drafts.length < APPROVAL_THRESHOLDS_MAX ? (
            <Group align="flex-end" gap="xs" wrap="wrap">
              <ReferencePicker
                options={options}
                value={adding}
                onChange={setAdding}
                label={t('organization_settings.approval_amounts.add_label')}
                nothingFoundMessage={t('organization_settings.approval_amounts.nothing_found')}
                style={{ flex: 1, minWidth: 200 }}
              />
              <Button
                variant="default"
                leftSection={<IconPlus size={16} aria-hidden />}
                disabled={adding === null}
                onClick={add}
              >
                {t('organization_settings.approval_amounts.add')}
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('organization_settings.approval_amounts.limit', { max: APPROVAL_THRESHOLDS_MAX })}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onDone}>
              {t('organization_settings.approval_amounts.cancel')}
            </Button>
            <Button type="submit" disabled={!differsFromSaved(drafts, saved)}>
              {t('organization_settings.approval_amounts.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      {/* Outside the form (its own submits are not this one's), and drawn afresh: no password of the last try stays. */}
      {proving ? (
        <PasswordProofModal
          opened
          title={t('organization_settings.approval_amounts.proof_title')}
          message={proofMessage}
          submitLabel={t('organization_settings.approval_amounts.save')}
          need={need}
          pending={save.isPending}
          onClose={() => setProving(false)}
          onSubmit={(proof, { onError }) =>
            save.mutate(
              { thresholds: thresholdsOf(drafts), ...proof },
              {
                onSuccess: () => {
                  showSuccess(t('organization_settings.approval_amounts.saved'));
                  onDone();
                },
                onError: (error) => {
                  // A refused currency is said on its own row; the password, the code or anything else in the dialog.
                  const refused = onAmounts(refusedDrafts(error, drafts));
                  if (Object.keys(refused).length === 0) return onError(error);
                  setProving(false);
                  form.setErrors(refused);
                  focusFirstInvalid(form, refused);
                },
              },
            )
          }
        />
      ) : null}
    </>
  );
}
