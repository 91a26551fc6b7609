import { TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PASSKEY_NAME_LENGTH } from '../state/passkey-name';

/** A passkey's name as the person sees it in their list: asked when adding one, and when renaming it. */
export function PasskeyNameField({ field }: { field: (path: string) => GetInputPropsReturnType }) {
  const { t } = useTranslation();
  return (
    <TextInput
      {...field('name')}
      label={t('security.passkeys.name')}
      description={t('security.passkeys.name_hint')}
      name="passkey-name"
      autoComplete="off"
      maxLength={PASSKEY_NAME_LENGTH}
      data-autofocus
    />
  );
}
