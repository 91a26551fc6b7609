import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SegmentedRadios } from '../ui/segmented-radios';
import { changeLocale } from './i18n';
import { isLocale, type Locale, supportedLocales } from './locales';

// "UK" would read as the United Kingdom; Ukrainian sites use УКР.
const shortLabels: Record<Locale, string> = { en: 'EN', uk: 'УКР' };

type LanguageSwitcherProps = {
  /** What a switch does besides the interface and the cookie: a signed-in user's preference is saved too. */
  onSwitched?: (locale: Locale) => void;
};

/** Two languages fit on one control: a radio group (EN | УКР) is one click and needs no popup. */
export function LanguageSwitcher({ onSwitched }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  const current = isLocale(i18n.language) ? i18n.language : 'en';

  return (
    <SegmentedRadios
      aria-label={t('language.label')}
      value={current}
      onChange={(locale) => {
        void changeLocale(i18n, locale);
        onSwitched?.(locale);
      }}
      data={supportedLocales.map((locale) => ({
        value: locale,
        lang: locale,
        label: (
          <>
            <span aria-hidden="true">{shortLabels[locale]}</span>
            <VisuallyHidden>{t(`language.${locale}`)}</VisuallyHidden>
          </>
        ),
      }))}
    />
  );
}
