import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyTextButton } from '~/shared/ui/copy-text-button';
import classes from './two-factor.module.css';

type RecoveryCodesPanelProps = { codes: ReadonlyArray<string>; onDone: () => void };

function download(codes: ReadonlyArray<string>, heading: string): void {
  const blob = new Blob([`${heading}\n\n${codes.join('\n')}\n`], { type: 'text/plain' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'paygrid-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/** The 10 recovery codes, shown once: copy or download them, then confirm they are kept somewhere safe. */
export function RecoveryCodesPanel({ codes, onDone }: RecoveryCodesPanelProps) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={2} fz="xl">
          {t('setup_2fa.codes_heading')}
        </Title>
        <Text>{t('setup_2fa.codes_intro')}</Text>
      </Stack>
      <Paper withBorder radius="md" p="lg" className={classes.codesPaper}>
        <SimpleGrid
          cols={2}
          spacing="xs"
          component="ul"
          className={classes.codeList}
          aria-label={t('setup_2fa.codes_list_label')}
        >
          {codes.map((code) => (
            <li key={code} className={classes.code}>
              {code}
            </li>
          ))}
        </SimpleGrid>
      </Paper>
      <Group gap="sm">
        <CopyTextButton
          value={codes.join('\n')}
          label={t('setup_2fa.copy_codes')}
          copiedLabel={t('setup_2fa.copied')}
        />
        <Button
          variant="default"
          onClick={() => download(codes, t('setup_2fa.codes_file_heading'))}
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          {t('setup_2fa.download_codes')}
        </Button>
      </Group>
      <Checkbox
        checked={saved}
        onChange={(event) => setSaved(event.currentTarget.checked)}
        label={t('setup_2fa.saved_confirmation')}
      />
      <Button size="md" disabled={!saved} onClick={onDone}>
        {t('setup_2fa.finish')}
      </Button>
    </Stack>
  );
}
