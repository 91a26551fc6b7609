import { List, Paper, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconCrown, IconFlask, IconUsersPlus, IconWorldWww } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Beside the form: what creating an organisation sets in motion, so nothing after it surprises. */
export function CreateOrganizationAside() {
  const { t } = useTranslation();
  const points = [
    { icon: IconCrown, text: t('organizations.aside.owner') },
    { icon: IconWorldWww, text: t('organizations.aside.address') },
    { icon: IconUsersPlus, text: t('organizations.aside.invite') },
    { icon: IconFlask, text: t('organizations.aside.test') },
  ];
  return (
    <Paper
      component="section"
      aria-labelledby="create-organization-aside"
      withBorder
      radius="lg"
      p="xl"
      visibleFrom="md"
    >
      <Stack gap="md">
        <Title order={2} fz="lg" id="create-organization-aside">
          {t('organizations.aside.heading')}
        </Title>
        <List spacing="md" center={false}>
          {points.map(({ icon: Icon, text }) => (
            <List.Item
              key={text}
              icon={
                <ThemeIcon size={30} radius="md" variant="light" aria-hidden>
                  <Icon size={17} stroke={1.6} />
                </ThemeIcon>
              }
            >
              {text}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
