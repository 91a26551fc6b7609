import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ErrorNotice } from './error-notice';

/**
 * A path no route has, on an organisation host, for a member (SPEC §2 404 with the path): drawn inside the dashboard,
 * so its navigation and account menu stay. The server has answered the document with 404 already; the route's
 * handle gives the page its title.
 */
export function OrganizationUnknownPath() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ErrorNotice
      status={404}
      title={t('error_page.not_found_title')}
      message={t('error_page.not_found_message', { path: pathname })}
      action={
        <Anchor component={Link} to="/" fw={600}>
          {t('error_page.go_to_dashboard')}
        </Anchor>
      }
    />
  );
}
