import { Button, CopyButton, Stack, Textarea } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './two-factor.module.css';

/** Groups of four are easier to type by hand into an authenticator app. */
export const groupedInFours = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** The whole set-up key, wrapping rather than cut off (typing a cut key enrols a wrong secret), and a copy button. */
export function SetupKey({ secret }: { secret: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" align="flex-start">
      <Textarea
        label={t('setup_2fa.secret_label')}
        value={groupedInFours(secret)}
        readOnly
        autosize
        minRows={1}
        spellCheck={false}
        w="100%"
        classNames={{ input: classes.secret }}
      />
      <CopyButton value={secret}>
        {({ copied, copy }) => (
          <Button
            variant="light"
            size="xs"
            onClick={copy}
            leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
          >
            {copied ? t('setup_2fa.copied') : t('setup_2fa.copy_secret')}
          </Button>
        )}
      </CopyButton>
    </Stack>
  );
}
