import { Anchor, Badge, List, Paper, Stack } from '@mantine/core';
import type { RouteName } from '@paygrid/domain/routes/route-table';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '~/shared/ui/page-heading';
import { useRouteName, useRouteTitleKey } from '../route-handle';

type Upcoming = { holds: ReadonlyArray<ParseKeys> };

/** What each page still being built will hold, so its route says something instead of drawing nothing. */
const upcomingPages: Partial<Record<RouteName, Upcoming>> = {
  payments: {
    holds: ['upcoming.payments.list', 'upcoming.payments.filters', 'upcoming.payments.export'],
  },
  payment: {
    holds: ['upcoming.payment.amount', 'upcoming.payment.parties', 'upcoming.payment.history'],
  },
  'settings-profile': {
    holds: [
      'upcoming.settings_profile.name',
      'upcoming.settings_profile.email',
      'upcoming.settings_profile.avatar',
    ],
  },
  'settings-organization': {
    holds: [
      'upcoming.settings_organization.name',
      'upcoming.settings_organization.region',
      'upcoming.settings_organization.address',
    ],
  },
};

/** A route of the table whose page is not built yet: its title, that it is coming, and what it will hold. */
export function UpcomingPage() {
  const { t } = useTranslation();
  const titleKey = useRouteTitleKey();
  const name = useRouteName();
  const upcoming = name ? upcomingPages[name] : undefined;
  return (
    <Stack gap="lg" maw={720}>
      <Badge variant="light" color="gray" radius="sm" w="fit-content">
        {t('upcoming.badge')}
      </Badge>
      <PageHeading title={titleKey ? t(titleKey) : ''} intro={t('upcoming.intro')} />
      {upcoming ? (
        <Paper withBorder radius="md" p="lg">
          <List spacing="xs">
            {upcoming.holds.map((key) => (
              <List.Item key={key}>{t(key)}</List.Item>
            ))}
          </List>
        </Paper>
      ) : null}
      <Anchor component={Link} to="/" fw={600} w="fit-content">
        {t('upcoming.back')}
      </Anchor>
    </Stack>
  );
}
