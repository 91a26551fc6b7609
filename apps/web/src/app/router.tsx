import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppSkeleton } from './app-skeleton';
import { ErrorPage } from './error-page';
import { navigationGuard } from './navigation-guard';
import { organizationLoader } from './organization-loader';
import { RootRoute } from './root-route';
import { handleOf } from './route-handle';
import { startRoutePreload } from './route-preload';

/**
 * Every page and layout is a chunk of its own, fetched when a navigation matches it (or preloaded, see
 * route-preload.ts): the first load carries only the shell, the guard and the page asked for. Pages are imported
 * from their own files, not the features' index files, so one page never drags its neighbours along (decision 0020).
 */
const page =
  <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  async () => ({ Component: (await load())[name] });

const entranceUserMenu = async () => {
  const { EntranceUserMenu } = await import('./layouts/entrance-user-menu');
  return <EntranceUserMenu />;
};

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootRoute />,
    errorElement: <ErrorPage />,
    // Painted by index.html before any JavaScript, then kept by React until the first page's chunk arrives.
    hydrateFallbackElement: <AppSkeleton />,
    loader: navigationGuard,
    // The redirect rule runs on every navigation, not only when the root's params change.
    shouldRevalidate: () => true,
    children: [
      {
        lazy: page(() => import('./layouts/entrance-split-layout'), 'EntranceSplitLayout'),
        children: [
          {
            path: 'join/:token',
            lazy: page(() => import('~/features/join/pages/join-page'), 'JoinPage'),
            handle: handleOf('join'),
          },
          {
            path: 'login',
            lazy: page(() => import('~/features/auth/pages/login-page'), 'LoginPage'),
            handle: handleOf('login'),
          },
          {
            path: 'registration',
            lazy: page(() => import('~/features/auth/pages/registration-page'), 'RegistrationPage'),
            handle: handleOf('registration'),
          },
          {
            path: 'registration/resend-link',
            lazy: page(
              () => import('~/features/auth/pages/registration-resend-page'),
              'RegistrationResendPage',
            ),
            handle: handleOf('registration-resend-link'),
          },
        ],
      },
      {
        lazy: page(() => import('./layouts/entrance-mono-layout'), 'EntranceMonoLayout'),
        children: [
          {
            path: 'registration/confirmation',
            lazy: page(
              () => import('~/features/auth/pages/registration-confirmation-page'),
              'RegistrationConfirmationPage',
            ),
            handle: handleOf('registration-confirmation'),
          },
          {
            path: '2fa',
            lazy: page(() => import('~/features/auth/pages/two-factor-page'), 'TwoFactorPage'),
            handle: handleOf('2fa'),
          },
          {
            path: '2fa/recovery',
            lazy: page(
              () => import('~/features/auth/pages/two-factor-recovery-page'),
              'TwoFactorRecoveryPage',
            ),
            handle: handleOf('2fa-recovery'),
          },
          {
            path: 'restore-password',
            lazy: page(() => import('~/features/auth/pages/restore-password-page'), 'RestorePasswordPage'),
            handle: handleOf('restore-password'),
          },
          {
            path: 'restore-password/resend-link',
            lazy: async () => {
              const { RestorePasswordPage } = await import('~/features/auth/pages/restore-password-page');
              return { element: <RestorePasswordPage variant="resend" /> };
            },
            handle: handleOf('resend-link'),
          },
          {
            path: 'resetting/password',
            lazy: page(() => import('~/features/auth/pages/reset-password-page'), 'ResetPasswordPage'),
            handle: handleOf('reset-password'),
          },
        ],
      },
      {
        lazy: async () => {
          const [{ LoggedInMonoLayout }, headerActions] = await Promise.all([
            import('./layouts/logged-in-mono-layout'),
            entranceUserMenu(),
          ]);
          return { element: <LoggedInMonoLayout headerActions={headerActions} /> };
        },
        children: [
          {
            path: 'organizations',
            lazy: page(
              () => import('~/features/organizations/pages/organization-list-page'),
              'OrganizationListPage',
            ),
            handle: handleOf('org-list'),
          },
          {
            path: 'setup-2fa',
            lazy: page(() => import('~/features/user/pages/setup-two-factor-page'), 'SetupTwoFactorPage'),
            handle: handleOf('setup-2fa'),
          },
          {
            path: 'create-organization/prepare',
            lazy: page(
              () => import('~/features/organizations/pages/prepare-organization-page'),
              'PrepareOrganizationPage',
            ),
            handle: handleOf('prepare-organization'),
          },
        ],
      },
      {
        lazy: async () => {
          const [{ LoggedInSplitLayout }, { CreateOrganizationAside }, headerActions] = await Promise.all([
            import('./layouts/logged-in-split-layout'),
            import('~/features/organizations/components/create-organization-aside'),
            entranceUserMenu(),
          ]);
          return {
            element: (
              <LoggedInSplitLayout headerActions={headerActions} sidePanel={<CreateOrganizationAside />} />
            ),
          };
        },
        children: [
          {
            path: 'create-organization',
            lazy: page(
              () => import('~/features/organizations/pages/create-organization-page'),
              'CreateOrganizationPage',
            ),
            handle: handleOf('create-organization'),
          },
        ],
      },
      {
        // The organisation's own pages, on its sub-domain (the guard sends the entrance host's "/" onward).
        // The loader stays in the first chunk so it runs while the layout's chunk is on its way.
        loader: organizationLoader,
        lazy: page(() => import('./layouts/organization-layout'), 'OrganizationLayout'),
        children: [
          {
            index: true,
            lazy: page(() => import('~/features/dashboard/pages/dashboard-home-page'), 'DashboardHomePage'),
            handle: { titleKey: 'dashboard.title' },
          },
          {
            path: 'members',
            lazy: page(() => import('~/features/members/pages/members-page'), 'MembersPage'),
            handle: { titleKey: 'members.title' },
          },
          {
            path: 'countries',
            lazy: page(() => import('~/features/catalogues/pages/countries-page'), 'CountriesPage'),
            handle: { titleKey: 'countries.title' },
          },
          {
            path: 'currencies',
            lazy: page(() => import('~/features/catalogues/pages/currencies-page'), 'CurrenciesPage'),
            handle: { titleKey: 'currencies.title' },
          },
          {
            path: 'settings/preferences',
            lazy: page(() => import('~/features/settings/pages/preferences-page'), 'PreferencesPage'),
            handle: { titleKey: 'preferences.title' },
          },
          {
            path: 'settings/security',
            lazy: page(() => import('~/features/settings/pages/security-page'), 'SecurityPage'),
            handle: { titleKey: 'security.title' },
          },
        ],
      },
      // Paths outside this table still reach the guard, which redirects or answers 404 (SPEC §2).
      { path: '*', element: null },
    ],
  },
];

export const router = createBrowserRouter(routes);
startRoutePreload(router, routes);
