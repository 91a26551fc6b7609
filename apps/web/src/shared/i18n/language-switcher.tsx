import { Button, Menu } from '@mantine/core';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLocale } from './i18n';
import { isLocale, supportedLocales } from './locales';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = isLocale(i18n.language) ? i18n.language : 'en';

  return (
    <Menu position="bottom-end" shadow="md" width={180} withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-md"
          leftSection={<IconLanguage size={18} stroke={1.6} aria-hidden />}
          rightSection={<IconChevronDown size={14} stroke={1.6} aria-hidden />}
          aria-label={t('language.label', { current: t(`language.${current}`) })}
        >
          {t(`language.${current}`)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {supportedLocales.map((locale) => (
          <Menu.Item
            key={locale}
            role="menuitemradio"
            aria-checked={locale === current}
            lang={locale}
            rightSection={locale === current ? <IconCheck size={16} stroke={1.8} aria-hidden /> : null}
            onClick={() => void changeLocale(i18n, locale)}
          >
            {t(`language.${locale}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
