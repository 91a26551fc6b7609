import { Badge, Group, Stack, Text } from '@mantine/core';
import { PAYMENT_MODES, type PaymentMode } from '@paygrid/domain/payments/fixed-values';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SegmentedRadios } from '~/shared/ui/segmented-radios';

/** A mode as a light badge: live in blue, test in the test mode's orange. */
export function ModeBadge({ mode, mt }: { mode: PaymentMode; mt?: number }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" radius="sm" color={mode === 'live' ? 'blue' : 'orange'} {...(mt ? { mt } : {})}>
      {t(`developers.mode.${mode}`)}
    </Badge>
  );
}

type ModeFieldProps = {
  mode: PaymentMode;
  onChange: (mode: PaymentMode) => void;
  /** Set for something that exists already (a key, an endpoint): its mode is shown with why it stays, not asked. */
  fixedHint?: string | undefined;
};

/** Test or live, with what the chosen one means; or, once chosen for good, the mode and why it cannot change. */
export function ModeField({ mode, onChange, fixedHint }: ModeFieldProps) {
  const { t } = useTranslation();
  const label = useId();
  return (
    <Stack gap={4}>
      <Text id={label} size="sm" fw={500}>
        {t('developers.form.mode')}
      </Text>
      {fixedHint !== undefined ? (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <ModeBadge mode={mode} mt={2} />
          <Text size="xs" c="dimmed">
            {fixedHint}
          </Text>
        </Group>
      ) : (
        <>
          <SegmentedRadios
            aria-labelledby={label}
            data={PAYMENT_MODES.map((value) => ({ value, label: t(`developers.mode.${value}`) }))}
            value={mode}
            onChange={onChange}
          />
          <Text size="xs" c="dimmed">
            {t(`developers.mode_hint.${mode}`)}
          </Text>
        </>
      )}
    </Stack>
  );
}
