import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '~/features/auth';
import { useUpdatePreferences } from '~/features/settings';
import { LanguageSwitcher } from '~/shared/i18n/language-switcher';

/**
 * The header's language switch. For a signed-in user the choice is their saved preference (decision 0036),
 * so Preferences and the interface never disagree; a visitor's choice lives in the locale cookie alone.
 */
export function HeaderLanguageSwitcher() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const update = useUpdatePreferences();
  return (
    <LanguageSwitcher
      onSwitched={(locale) => {
        if (!user || user.attributes.settings.preferences.locale === locale) return;
        update.mutate(
          { locale },
          {
            // Fetched only on a failure: the entrance pages' first load stays without the notifications code.
            onError: () =>
              void import('@mantine/notifications').then(({ notifications }) =>
                notifications.show({
                  color: 'red',
                  message: t('language.save_failed'),
                  closeButtonProps: { 'aria-label': t('error.dismiss') },
                }),
              ),
          },
        );
      }}
    />
  );
}
