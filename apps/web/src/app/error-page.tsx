import { Anchor, Button } from '@mantine/core';
import { errorPageFor } from '@paygrid/domain/errors/index';
import { entranceUrl } from '@paygrid/domain/routes/hosts';
import { LOGGED_IN_COOKIE } from '@paygrid/domain/session/cookies';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useLocation, useRevalidator, useRouteError } from 'react-router';
import { readCookie } from '~/shared/cookies/browser-cookies';
import { useDocumentTitle } from '~/shared/hooks/use-document-title';
import { useEnvironment } from '~/shared/http';
import { reportError } from '~/shared/monitoring/error-reporting';
import { ErrorNotice } from './error-notice';
import { DefaultLayout } from './layouts/default-layout';
import { isOrganizationClosed, type OrganizationClosed } from './organization-not-found';
import { isServerUnreachable } from './server-unreachable';

function errorStatus(error: unknown): number | undefined {
  if (isRouteErrorResponse(error)) return error.status;
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return undefined;
}

/** An organisation host the user cannot open (none of theirs, or archived): say which, and lead to their list. */
function OrganizationClosedPage({ kind, alias }: OrganizationClosed) {
  const { t } = useTranslation();
  const { data: environment } = useEnvironment();
  const archived = kind === 'organization-archived';
  const title = archived
    ? t('error_page.organization_archived_title')
    : t('error_page.organization_not_found_title');
  useDocumentTitle(title);
  const list = entranceUrl({
    protocol: window.location.protocol,
    appHost: environment?.APP_HOST ?? window.location.host,
    path: '/organizations',
  });
  return (
    <DefaultLayout>
      <ErrorNotice
        status={archived ? 410 : 404}
        title={title}
        message={
          archived
            ? t('error_page.organization_archived_message', { alias })
            : t('error_page.organization_not_found_message', { alias })
        }
        action={
          // The list lives on the entrance host: a full load, not an in-app link.
          <Anchor href={list} fw={600}>
            {t('error_page.go_to_organizations')}
          </Anchor>
        }
      />
    </DefaultLayout>
  );
}

/**
 * The server could not be reached while the page opened (issue 41, SPEC §4): the person stays at this address and
 * tries again when the connection or the server is back; nothing of theirs is lost.
 */
function ServerUnreachablePage() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const title = t('error_page.unreachable_title');
  useDocumentTitle(title);
  return (
    <DefaultLayout>
      <div role="alert">
        <ErrorNotice
          status={503}
          title={title}
          message={t('error_page.unreachable_message')}
          action={
            <Button
              w="fit-content"
              loading={revalidator.state === 'loading'}
              onClick={() => void revalidator.revalidate()}
            >
              {t('error_page.try_again')}
            </Button>
          }
        />
      </div>
    </DefaultLayout>
  );
}

/** SPEC §2/§8: 404 shows Page Not Found with the path; any other status is an Internal Server Error. */
export function ErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && isOrganizationClosed(error.data)) {
    return <OrganizationClosedPage {...error.data} />;
  }
  if (isRouteErrorResponse(error) && isServerUnreachable(error.data)) return <ServerUnreachablePage />;
  return <RouteErrorPage error={error} />;
}

function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { status, title: pageKind } = errorPageFor(errorStatus(error));
  const notFound = pageKind === 'Page Not Found';
  const signedIn = readCookie(LOGGED_IN_COOKIE) !== undefined;
  const title = notFound ? t('error_page.not_found_title') : t('error_page.server_error_title');
  useDocumentTitle(title);

  useEffect(() => {
    if (!notFound) console.error(error);
    // The reporter itself leaves out 300-499 (SPEC §8).
    reportError(error);
  }, [error, notFound]);

  return (
    <DefaultLayout>
      <ErrorNotice
        status={status}
        title={title}
        message={
          notFound
            ? t('error_page.not_found_message', { path: pathname })
            : t('error_page.server_error_message')
        }
        action={
          signedIn ? (
            <Anchor component={Link} to="/organizations" fw={600}>
              {t('error_page.go_to_organizations')}
            </Anchor>
          ) : (
            <Anchor component={Link} to="/login" fw={600}>
              {t('error_page.go_to_login')}
            </Anchor>
          )
        }
      />
    </DefaultLayout>
  );
}
