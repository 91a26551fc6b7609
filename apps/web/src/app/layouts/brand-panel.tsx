import { Box, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingBank, IconCoins, IconShieldLock, IconSwitchHorizontal } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './brand-panel.module.css';

// Sample amounts that show each currency at its own precision (SPEC §9 exponents).
const precisionSamples = [
  { code: 'USD', amount: '12,480.50' },
  { code: 'JPY', amount: '1,250,000' },
  { code: 'KWD', amount: '310.125' },
  { code: 'BTC', amount: '0.04120000' },
];

export function BrandPanel() {
  const { t } = useTranslation();
  const points = [
    { icon: IconSwitchHorizontal, text: t('brand_panel.point_organisations') },
    { icon: IconBuildingBank, text: t('brand_panel.point_methods') },
    { icon: IconCoins, text: t('brand_panel.point_currencies') },
    { icon: IconShieldLock, text: t('brand_panel.point_security') },
  ];

  return (
    <Box component="aside" aria-label={t('brand_panel.label')} className={classes.panel} visibleFrom="md">
      <Stack gap="lg" className={classes.inner}>
        <Stack gap="md">
          <Title order={2} className={classes.heading}>
            {t('brand_panel.heading')}
          </Title>
          <Text className={classes.lead}>{t('brand_panel.lead')}</Text>
        </Stack>
        <List spacing="sm" className={classes.points} center>
          {points.map(({ icon: Icon, text }) => (
            <List.Item
              key={text}
              icon={
                <ThemeIcon size={32} radius="md" className={classes.pointIcon}>
                  <Icon size={18} stroke={1.6} aria-hidden />
                </ThemeIcon>
              }
            >
              <Text inherit lh={1.5}>
                {text}
              </Text>
            </List.Item>
          ))}
        </List>
        <div className={classes.ledger} aria-hidden="true">
          {precisionSamples.map(({ code, amount }) => (
            <div key={code} className={classes.ledgerRow}>
              <span className={classes.ledgerCode}>{code}</span>
              <span className={classes.ledgerAmount}>{amount}</span>
            </div>
          ))}
        </div>
      </Stack>
    </Box>
  );
}
