import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorSchemeToggle } from '~/shared/ui/color-scheme-toggle';
import { BrandMark } from './brand-mark';
import { HeaderLanguageSwitcher } from './header-language-switcher';
import classes from './layouts.module.css';

export const mainContentId = 'main-content';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className={classes.skipLink} href={`#${mainContentId}`}>
      {t('app.skip_to_content')}
    </a>
  );
}

type LayoutHeaderProps = { bordered?: boolean; actions?: ReactNode };

export function LayoutHeader({ bordered = false, actions }: LayoutHeaderProps) {
  return (
    <header className={bordered ? `${classes.header} ${classes.headerBordered}` : classes.header}>
      <BrandMark />
      {/* The person's menu last, where the organisation's header has it too. */}
      <Group gap="xs" wrap="nowrap">
        <HeaderLanguageSwitcher />
        <ColorSchemeToggle />
        {actions}
      </Group>
    </header>
  );
}

export function LayoutFooter() {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer}>{t('footer.copyright', { year: new Date().getFullYear() })}</footer>
  );
}
