import { Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuilding, IconClock, IconCoins, IconLink, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEnvironment } from '~/shared/http';

/** Where a signed-in person without organisations or invitations lands after logging in (SPEC §2). */
export function PrepareOrganizationPage() {
  const { t } = useTranslation();
  const { data: environment } = useEnvironment();
  const appHost = (environment?.APP_HOST ?? window.location.host).replace(/:\d+$/, '');
  const needs = [
    {
      icon: IconBuilding,
      title: t('prepare_organization.need_name'),
      hint: t('prepare_organization.need_name_hint'),
    },
    {
      icon: IconLink,
      title: t('prepare_organization.need_alias'),
      hint: t('prepare_organization.need_alias_hint', { example: `acme.${appHost}` }),
    },
    {
      icon: IconMapPin,
      title: t('prepare_organization.need_country'),
      hint: t('prepare_organization.need_country_hint'),
    },
    {
      icon: IconCoins,
      title: t('prepare_organization.need_currency'),
      hint: t('prepare_organization.need_currency_hint'),
    },
    {
      icon: IconClock,
      title: t('prepare_organization.need_time_zone'),
      hint: t('prepare_organization.need_time_zone_hint'),
    },
  ];

  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={1} fz={{ base: 26, sm: 30 }} lh={1.2}>
          {t('prepare_organization.heading')}
        </Title>
        <Text size="lg">{t('prepare_organization.lead')}</Text>
        <Text c="dimmed">{t('prepare_organization.detail')}</Text>
      </Stack>

      <Paper withBorder radius="lg" p="xl">
        <Stack gap="md">
          <Title order={2} fz="lg">
            {t('prepare_organization.needs_heading')}
          </Title>
          <List spacing="md" center={false}>
            {needs.map(({ icon: Icon, title, hint }) => (
              <List.Item
                key={title}
                icon={
                  <ThemeIcon size={32} radius="md" variant="light" aria-hidden>
                    <Icon size={18} stroke={1.6} />
                  </ThemeIcon>
                }
              >
                <Text fw={600} lh={1.4}>
                  {title}
                </Text>
                <Text size="sm" c="dimmed">
                  {hint}
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
      </Paper>

      <Group justify="space-between" align="center" gap="md">
        <Text size="sm" c="dimmed" maw={360}>
          {t('prepare_organization.invited_hint')}
        </Text>
        <Button component={Link} to="/create-organization" size="md">
          {t('prepare_organization.create')}
        </Button>
      </Group>
    </Stack>
  );
}
