import { createBrowserRouter, type RouteObject } from 'react-router';
import {
  LoginPage,
  RegistrationConfirmationPage,
  RegistrationPage,
  RegistrationResendPage,
  ResetPasswordPage,
  RestorePasswordPage,
  TwoFactorPage,
  TwoFactorRecoveryPage,
} from '~/features/auth';
import { CountriesPage, CurrenciesPage } from '~/features/catalogues';
import { DashboardHomePage } from '~/features/dashboard';
import { JoinPage } from '~/features/join';
import { MembersPage } from '~/features/members';
import {
  CreateOrganizationAside,
  CreateOrganizationPage,
  OrganizationListPage,
  PrepareOrganizationPage,
} from '~/features/organizations';
import { PreferencesPage, SecurityPage } from '~/features/settings';
import { SetupTwoFactorPage } from '~/features/user';
import { ErrorPage } from './error-page';
import { EntranceMonoLayout } from './layouts/entrance-mono-layout';
import { EntranceSplitLayout } from './layouts/entrance-split-layout';
import { EntranceUserMenu } from './layouts/entrance-user-menu';
import { LoggedInMonoLayout } from './layouts/logged-in-mono-layout';
import { LoggedInSplitLayout } from './layouts/logged-in-split-layout';
import { OrganizationLayout } from './layouts/organization-layout';
import { navigationGuard } from './navigation-guard';
import { organizationLoader } from './organization-loader';
import { RootRoute } from './root-route';
import { handleOf } from './route-handle';

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootRoute />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: null,
    loader: navigationGuard,
    // The redirect rule runs on every navigation, not only when the root's params change.
    shouldRevalidate: () => true,
    children: [
      {
        element: <EntranceSplitLayout />,
        children: [
          { path: 'join/:token', element: <JoinPage />, handle: handleOf('join') },
          { path: 'login', element: <LoginPage />, handle: handleOf('login') },
          { path: 'registration', element: <RegistrationPage />, handle: handleOf('registration') },
          {
            path: 'registration/resend-link',
            element: <RegistrationResendPage />,
            handle: handleOf('registration-resend-link'),
          },
        ],
      },
      {
        element: <EntranceMonoLayout />,
        children: [
          {
            path: 'registration/confirmation',
            element: <RegistrationConfirmationPage />,
            handle: handleOf('registration-confirmation'),
          },
          { path: '2fa', element: <TwoFactorPage />, handle: handleOf('2fa') },
          { path: '2fa/recovery', element: <TwoFactorRecoveryPage />, handle: handleOf('2fa-recovery') },
          {
            path: 'restore-password',
            element: <RestorePasswordPage />,
            handle: handleOf('restore-password'),
          },
          {
            path: 'restore-password/resend-link',
            element: <RestorePasswordPage variant="resend" />,
            handle: handleOf('resend-link'),
          },
          { path: 'resetting/password', element: <ResetPasswordPage />, handle: handleOf('reset-password') },
        ],
      },
      {
        element: <LoggedInMonoLayout headerActions={<EntranceUserMenu />} />,
        children: [
          { path: 'organizations', element: <OrganizationListPage />, handle: handleOf('org-list') },
          { path: 'setup-2fa', element: <SetupTwoFactorPage />, handle: handleOf('setup-2fa') },
          {
            path: 'create-organization/prepare',
            element: <PrepareOrganizationPage />,
            handle: handleOf('prepare-organization'),
          },
        ],
      },
      {
        element: (
          <LoggedInSplitLayout headerActions={<EntranceUserMenu />} sidePanel={<CreateOrganizationAside />} />
        ),
        children: [
          {
            path: 'create-organization',
            element: <CreateOrganizationPage />,
            handle: handleOf('create-organization'),
          },
        ],
      },
      {
        // The organisation's own pages, on its sub-domain (the guard sends the entrance host's "/" onward).
        element: <OrganizationLayout />,
        loader: organizationLoader,
        children: [
          { index: true, element: <DashboardHomePage />, handle: { titleKey: 'dashboard.title' } },
          { path: 'members', element: <MembersPage />, handle: { titleKey: 'members.title' } },
          { path: 'countries', element: <CountriesPage />, handle: { titleKey: 'countries.title' } },
          { path: 'currencies', element: <CurrenciesPage />, handle: { titleKey: 'currencies.title' } },
          {
            path: 'settings/preferences',
            element: <PreferencesPage />,
            handle: { titleKey: 'preferences.title' },
          },
          { path: 'settings/security', element: <SecurityPage />, handle: { titleKey: 'security.title' } },
        ],
      },
      // Paths outside this table still reach the guard, which redirects or answers 404 (SPEC §2).
      { path: '*', element: null },
    ],
  },
];

export const router = createBrowserRouter(routes);
