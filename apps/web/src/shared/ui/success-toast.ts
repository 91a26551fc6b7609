import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Says that something the person did has worked, in a toast: one colour and one dismiss label for every
 * confirmation. The label is read when the toast shows, so a change of language just made is already in it.
 */
export function useSuccessToast(): (message: string) => void {
  const { i18n } = useTranslation();
  return useCallback(
    (message: string) => {
      notifications.show({
        color: 'pine',
        message,
        closeButtonProps: { 'aria-label': i18n.t('error.dismiss') },
      });
    },
    [i18n],
  );
}
