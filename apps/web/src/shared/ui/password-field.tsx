import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A password input whose show/hide toggle is a labelled, focusable button. */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      required
      withAsterisk={false}
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{
        'aria-label': visible ? t('password_input.hide') : t('password_input.show'),
        'aria-pressed': visible,
      }}
    />
  );
}
