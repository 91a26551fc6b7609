import { AppShell, Box, Burger, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { canDo } from '@paygrid/domain/organizations/roles';
import {
  IconAdjustmentsHorizontal,
  IconBuilding,
  IconChecklist,
  IconCode,
  IconCoins,
  IconCreditCard,
  IconHistory,
  IconLayoutDashboard,
  IconLogout,
  IconShieldLock,
  IconUser,
  IconUsers,
  IconWorld,
} from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { UserMenu, useLogout } from '~/features/auth';
import { TestModeBadge, TestModeBand, TestModeSwitch } from '~/features/dashboard';
import {
  OrganizationSwitcher,
  useCurrentOrganization,
  useRememberCurrentOrganization,
} from '~/features/organizations';
import { SavedStateToolbar } from '~/features/views';
import { GridToolbarProvider } from '~/shared/grid/grid-toolbar-slot';
import { ColorSchemeToggle } from '~/shared/ui/color-scheme-toggle';
import { OrganizationUnknownPath } from '../organization-unknown-path';
import { usePageFound } from '../route-handle';
import { BrandMark } from './brand-mark';
import { HeaderLanguageSwitcher } from './header-language-switcher';
import { mainContentId, SkipLink } from './layout-chrome';

const pages = [
  { path: '/', labelKey: 'dashboard.nav.dashboard', icon: IconLayoutDashboard },
  { path: '/payments', labelKey: 'dashboard.nav.payments', icon: IconCreditCard },
  // What waits for a second person's approval (issue 38): for those who may ask for an operation.
  {
    path: '/approvals',
    labelKey: 'dashboard.nav.approvals',
    icon: IconChecklist,
    action: 'ask-payment-operations',
  },
  { path: '/members', labelKey: 'dashboard.nav.members', icon: IconUsers },
  // Only in the sidebar of those who may read it: owners and admins (issue 35).
  { path: '/audit-log', labelKey: 'dashboard.nav.audit_log', icon: IconHistory, action: 'read-audit-log' },
  // The organisation's API keys, for the same roles (issue 36).
  { path: '/developers', labelKey: 'dashboard.nav.developers', icon: IconCode, action: 'manage-api-keys' },
  { path: '/countries', labelKey: 'dashboard.nav.countries', icon: IconWorld },
  { path: '/currencies', labelKey: 'dashboard.nav.currencies', icon: IconCoins },
] as const;
const settingsPages = [
  { path: '/settings/organization', labelKey: 'dashboard.nav.organization', icon: IconBuilding },
  { path: '/settings/profile', labelKey: 'dashboard.nav.profile', icon: IconUser },
  { path: '/settings/preferences', labelKey: 'dashboard.nav.preferences', icon: IconAdjustmentsHorizontal },
  { path: '/settings/security', labelKey: 'dashboard.nav.security', icon: IconShieldLock },
] as const;

/**
 * Log out in the navigation drawer of a phone (issue 32): the header's account menu is the one way out on a wide
 * screen, and on a narrow one the drawer holds the organisation and every page, so it holds the way out too.
 */
function DrawerLogOut() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <NavLink
      component="button"
      type="button"
      hiddenFrom="sm"
      label={t('user_menu.log_out')}
      leftSection={<IconLogout size={18} stroke={1.6} aria-hidden />}
      onClick={() => logout.mutate()}
      disabled={logout.isPending}
    />
  );
}

type SidebarLinkProps = { path: string; label: string; icon: typeof IconUsers; active: boolean };

function SidebarLink({ path, label, icon: Icon, active }: SidebarLinkProps) {
  return (
    <NavLink
      component={Link}
      to={path}
      label={label}
      leftSection={<Icon size={18} stroke={1.6} aria-hidden />}
      active={active}
      aria-current={active ? 'page' : undefined}
      variant="light"
      style={{ borderRadius: 8 }}
    />
  );
}

/** The organisation's dashboard on its sub-domain: header with switcher and user menu, sidebar of its pages. */
export function OrganizationLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // A path the route table has no page at shows the 404 notice, and no page of the sidebar is the current one.
  const pageFound = usePageFound();
  const [navigationOpen, navigation] = useDisclosure(false);
  const { data: current } = useCurrentOrganization();
  const testMode = current?.meta.mode === 'test';
  const role = current?.data.attributes.role;
  // A page a role may not open is not offered to it; the server refuses it anyway.
  const shownPages = pages.filter((page) => !('action' in page) || (role && canDo(role, page.action)));
  useRememberCurrentOrganization(current);

  // A page picked from the sidebar closes it on narrow screens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger.
  useEffect(() => {
    navigation.close();
  }, [pathname, navigation.close]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !navigationOpen } }}
      padding={0}
    >
      {/* Above the sidebar, so the organisation menu that opens inside the header is not covered by it. */}
      <AppShell.Header zIndex={200}>
        <SkipLink />
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={navigationOpen}
              onClick={navigation.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={navigationOpen ? t('dashboard.close_navigation') : t('dashboard.open_navigation')}
            />
            <Link
              to="/"
              aria-label={t('dashboard.nav.dashboard')}
              style={{ display: 'flex', color: 'inherit', textDecoration: 'none' }}
            >
              <BrandMark nameFrom="xs" />
            </Link>
            {current ? (
              // On a narrow screen the header has no room for it: the navigation drawer carries it instead.
              <Box visibleFrom="sm" miw={0}>
                <OrganizationSwitcher
                  currentId={current.data.id}
                  currentName={current.data.attributes.name}
                />
              </Box>
            ) : null}
            {testMode ? <TestModeBadge /> : null}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <HeaderLanguageSwitcher />
            <ColorSchemeToggle />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label={t('dashboard.nav_label')}>
        {current ? (
          <AppShell.Section
            hiddenFrom="sm"
            pb="sm"
            mb="sm"
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
          >
            <OrganizationSwitcher currentId={current.data.id} currentName={current.data.attributes.name} />
          </AppShell.Section>
        ) : null}
        {/* The browser's own scrolling: Mantine's ScrollArea would bring floating-ui into every page's first load. */}
        <AppShell.Section grow style={{ overflowY: 'auto' }}>
          <Stack gap={2}>
            {shownPages.map(({ path, labelKey, icon }) => (
              <SidebarLink
                key={path}
                path={path}
                label={t(labelKey)}
                icon={icon}
                active={pageFound && (path === '/' ? pathname === '/' : pathname.startsWith(path))}
              />
            ))}
          </Stack>
          <Stack gap={2} mt="lg" role="group" aria-labelledby="sidebar-settings">
            <Text id="sidebar-settings" size="xs" fw={600} c="dimmed" tt="uppercase" px="sm" pb={4}>
              {t('dashboard.nav.settings')}
            </Text>
            {settingsPages.map(({ path, labelKey, icon }) => (
              <SidebarLink
                key={path}
                path={path}
                label={t(labelKey)}
                icon={icon}
                active={pageFound && pathname.startsWith(path)}
              />
            ))}
          </Stack>
        </AppShell.Section>
        <AppShell.Section pt="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <TestModeSwitch />
          <DrawerLogOut />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id={mainContentId} tabIndex={-1} style={{ outline: 'none' }}>
        {testMode ? <TestModeBand /> : null}
        <div style={{ padding: 'var(--mantine-spacing-xl) var(--mantine-spacing-lg)', maxWidth: 1200 }}>
          <GridToolbarProvider value={SavedStateToolbar}>
            {/* A page's path with malformed parameters (`/payments/42`) is its 404, drawn here (ADR 0085). */}
            {pageFound ? <Outlet /> : <OrganizationUnknownPath />}
          </GridToolbarProvider>
        </div>
      </AppShell.Main>
    </AppShell>
  );
}
