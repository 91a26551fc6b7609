import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyTextButton } from '~/shared/ui/copy-text-button';
import classes from './secret-once-panel.module.css';

/** What the secret is called and what to do if it is lost: an API key's by default, or a webhook's signing secret. */
export type SecretWords = { label: string; warning: string };

type SecretOncePanelProps = { secret: string; onDone: () => void; words?: SecretWords | undefined };

/**
 * A secret, the one time the API sends it (an API key's on create and roll, a webhook endpoint's on create and
 * rotate): read-only, whole (it wraps rather than being cut off), with a copy button and the warning that it will
 * not be shown again.
 */
export function SecretOncePanel({ secret, onDone, words }: SecretOncePanelProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert
        color="yellow"
        variant="light"
        title={t('developers.secret.warning_title')}
        icon={<IconAlertTriangle size={18} aria-hidden />}
      >
        {words?.warning ?? t('developers.secret.warning')}
      </Alert>
      <Textarea
        label={words?.label ?? t('developers.secret.label')}
        value={secret}
        readOnly
        autosize
        minRows={1}
        spellCheck={false}
        autoComplete="off"
        classNames={{ input: classes.secret }}
        onFocus={(event) => event.currentTarget.select()}
        data-autofocus
      />
      <Group justify="space-between" gap="sm">
        <CopyTextButton
          value={secret}
          label={t('developers.secret.copy')}
          copiedLabel={t('developers.secret.copied')}
        />
        <Button onClick={onDone}>{t('developers.secret.done')}</Button>
      </Group>
    </Stack>
  );
}
