import { Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyTextButton } from '~/shared/ui/copy-text-button';
import classes from './two-factor.module.css';

/** Groups of four are easier to type by hand into an authenticator app. */
const groupedInFours = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

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
      <CopyTextButton
        value={secret}
        label={t('setup_2fa.copy_secret')}
        copiedLabel={t('setup_2fa.copied')}
        size="xs"
      />
    </Stack>
  );
}
