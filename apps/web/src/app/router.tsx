import type { RouteName } from '@paygrid/domain/routes/route-table';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppSkeleton } from './app-skeleton';
import { ErrorPage } from './error-page';
import { DefaultLayout } from './layouts/default-layout';
import { navigationGuard } from './navigation-guard';
import { organizationLoader } from './organization-loader';
import { RootRoute } from './root-route';
import { startRoutePreload } from './route-preload';
import { type LayoutRoute, type LayoutSlot, routeTree } from './route-tree';

/**
 * Every page and layout is a chunk of its own, fetched when a navigation matches it (or preloaded, see
 * route-preload.ts): the first load carries only the shell, the guard and the page asked for. Pages are imported
 * from their own files, not the features' index files, so one page never drags its neighbours along (decision 0020).
 * Paths, layouts and titles come from domain's route table (decision 0035); this file only names the chunks.
 */
const page =
  <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  async () => ({ Component: (await load())[name] });

const entranceUserMenu = async () => {
  const { EntranceUserMenu } = await import('./layouts/entrance-user-menu');
  return <EntranceUserMenu />;
};

/** One page per route of the table: the type refuses a route without one. */
const pages: Record<RouteName, NonNullable<RouteObject['lazy']>> = {
  join: page(() => import('~/features/join/pages/join-page'), 'JoinPage'),
  login: page(() => import('~/features/auth/pages/login-page'), 'LoginPage'),
  registration: page(() => import('~/features/auth/pages/registration-page'), 'RegistrationPage'),
  'registration-resend-link': page(
    () => import('~/features/auth/pages/registration-resend-page'),
    'RegistrationResendPage',
  ),
  'registration-confirmation': page(
    () => import('~/features/auth/pages/registration-confirmation-page'),
    'RegistrationConfirmationPage',
  ),
  '2fa': page(() => import('~/features/auth/pages/two-factor-page'), 'TwoFactorPage'),
  '2fa-recovery': page(
    () => import('~/features/auth/pages/two-factor-recovery-page'),
    'TwoFactorRecoveryPage',
  ),
  'restore-password': page(
    () => import('~/features/auth/pages/restore-password-page'),
    'RestorePasswordPage',
  ),
  'resend-link': async () => {
    const { RestorePasswordPage } = await import('~/features/auth/pages/restore-password-page');
    return { element: <RestorePasswordPage variant="resend" /> };
  },
  'reset-password': page(() => import('~/features/auth/pages/reset-password-page'), 'ResetPasswordPage'),
  'org-list': page(
    () => import('~/features/organizations/pages/organization-list-page'),
    'OrganizationListPage',
  ),
  'setup-2fa': page(() => import('~/features/user/pages/setup-two-factor-page'), 'SetupTwoFactorPage'),
  'create-organization': page(
    () => import('~/features/organizations/pages/create-organization-page'),
    'CreateOrganizationPage',
  ),
  'prepare-organization': page(
    () => import('~/features/organizations/pages/prepare-organization-page'),
    'PrepareOrganizationPage',
  ),
  dashboard: page(() => import('~/features/dashboard/pages/dashboard-home-page'), 'DashboardHomePage'),
  payments: page(() => import('~/features/payments/pages/payments-page'), 'PaymentsPage'),
  payment: page(() => import('~/features/payments/pages/payments-page'), 'PaymentsPage'),
  approvals: page(() => import('~/features/payments/pages/approvals-page'), 'ApprovalsPage'),
  currencies: page(() => import('~/features/catalogues/pages/currencies-page'), 'CurrenciesPage'),
  countries: page(() => import('~/features/catalogues/pages/countries-page'), 'CountriesPage'),
  members: page(() => import('~/features/members/pages/members-page'), 'MembersPage'),
  'audit-log': page(() => import('~/features/audit-log/pages/audit-log-page'), 'AuditLogPage'),
  'audit-event': page(() => import('~/features/audit-log/pages/audit-log-page'), 'AuditLogPage'),
  developers: page(() => import('~/features/developers/pages/developers-page'), 'DevelopersPage'),
  'webhook-deliveries': page(
    () => import('~/features/developers/pages/webhook-deliveries-page'),
    'WebhookDeliveriesPage',
  ),
  'webhook-delivery': page(
    () => import('~/features/developers/pages/webhook-deliveries-page'),
    'WebhookDeliveriesPage',
  ),
  // The approval amounts are the payments' setting among the organisation's: handed in here, as organisations
  // import no other feature.
  'settings-organization': async () => {
    const [{ OrganizationSettingsPage }, { ApprovalAmountsSection }] = await Promise.all([
      import('~/features/organizations/pages/organization-settings-page'),
      import('~/features/payments/components/approval-amounts-section'),
    ]);
    return { element: <OrganizationSettingsPage paymentSettings={<ApprovalAmountsSection />} /> };
  },
  'settings-preferences': page(() => import('~/features/settings/pages/preferences-page'), 'PreferencesPage'),
  'settings-profile': page(() => import('~/features/settings/pages/profile-page'), 'ProfilePage'),
  'settings-security': page(() => import('~/features/settings/pages/security-page'), 'SecurityPage'),
};

/** The chunk of each layout the table names, per host. */
const layouts: Partial<Record<LayoutSlot, LayoutRoute>> = {
  'entrance:entrance-split': {
    lazy: page(() => import('./layouts/entrance-split-layout'), 'EntranceSplitLayout'),
  },
  'entrance:entrance-mono': {
    lazy: page(() => import('./layouts/entrance-mono-layout'), 'EntranceMonoLayout'),
  },
  'entrance:logged-in-mono': {
    lazy: async () => {
      const [{ LoggedInMonoLayout }, headerActions] = await Promise.all([
        import('./layouts/logged-in-mono-layout'),
        entranceUserMenu(),
      ]);
      return { element: <LoggedInMonoLayout headerActions={headerActions} /> };
    },
  },
  'entrance:logged-in-split': {
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
  },
  // A route that names no layout is drawn in the default one (SPEC §2), on either host.
  // It is in the first chunk already (the error page draws in it).
  'entrance:default': { lazy: async () => ({ Component: DefaultLayout }) },
  'organization:default': { lazy: async () => ({ Component: DefaultLayout }) },
  // The organisation's own pages, on its sub-domain (the guard sends the entrance host's "/" onward).
  // The loader stays in the first chunk so it runs while the layout's chunk is on its way.
  'organization:logged-in-split': {
    loader: organizationLoader,
    lazy: page(() => import('./layouts/organization-layout'), 'OrganizationLayout'),
    unknownPath: page(() => import('./organization-unknown-path'), 'OrganizationUnknownPath'),
  },
};

/** @internal Exported for tests only. */
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
      // A path outside the table matches the organisation layout's last route, on any host. The guard answers it
      // first (SPEC §2): a redirect or the 404 page, except for a member on an organisation host, who gets the 404
      // inside the dashboard.
      ...routeTree(pages, layouts),
    ],
  },
];

export const router = createBrowserRouter(routes);
startRoutePreload(router, routes);
