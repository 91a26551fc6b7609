import { Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { Passkey } from '@paygrid/contracts/user/passkeys';
import { IconCloud, IconFingerprint } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passkeysOffered, useProofNeed } from '~/features/auth';
import { RequestFailureAlert } from '~/shared/ui/request-failure-alert';
import { useSuccessToast } from '~/shared/ui/success-toast';
import { useRemovePasskey } from '../api/remove-passkey';
import { useUserPasskeys } from '../api/user-passkeys';
import { useNow } from '../hooks/use-now';
import { useUserInstant } from '../hooks/use-user-instant';
import { AddPasskeyModal } from './add-passkey-modal';
import { PasswordProofModal } from './password-proof-modal';
import { RenamePasskeyModal } from './rename-passkey-modal';
import { SettingsSection } from './settings-section';

type Dialog = { kind: 'add' } | { kind: 'rename' | 'remove'; passkey: Passkey } | undefined;

/**
 * The person's passkeys (issue 39): each with when it was added and last used, and whether it is synced between
 * devices; added behind the password where the browser can make one, renamed, removed behind the password.
 */
export function PasskeysCard({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const need = useProofNeed();
  const { t } = useTranslation();
  const showSuccess = useSuccessToast();
  const [offered] = useState(passkeysOffered);
  const passkeys = useUserPasskeys();
  const now = useNow(30_000);
  const instant = useUserInstant(now);
  const remove = useRemovePasskey();
  const [dialog, setDialog] = useState<Dialog>(undefined);
  const close = () => setDialog(undefined);
  const list = passkeys.data?.data ?? [];

  const addButton = offered ? (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconFingerprint size={14} aria-hidden />}
      onClick={() => setDialog({ kind: 'add' })}
    >
      {t('security.passkeys.add')}
    </Button>
  ) : null;

  return (
    <SettingsSection
      id="security-passkeys"
      title={t('security.passkeys.title')}
      description={t('security.passkeys.description')}
      aside={addButton}
      layout="stacked"
    >
      <Stack gap="sm">
        {offered ? null : <Text size="sm">{t('security.passkeys.unavailable')}</Text>}
        {passkeys.isError ? (
          <RequestFailureAlert error={passkeys.error} fallbackTitleKey="security.passkeys.load_failed" />
        ) : passkeys.isPending ? (
          <Loader size="sm" aria-label={t('security.passkeys.loading')} />
        ) : list.length === 0 ? (
          offered ? (
            <Text size="sm" c="dimmed">
              {t('security.passkeys.empty')}
            </Text>
          ) : null
        ) : (
          <Stack
            component="ul"
            gap={0}
            aria-label={t('security.passkeys.list_label')}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {list.map((passkey, index) => {
              const added = instant(passkey.created_at);
              const lastUsed = passkey.last_used_at ? instant(passkey.last_used_at) : undefined;
              return (
                <Group
                  component="li"
                  key={passkey.id}
                  justify="space-between"
                  align="center"
                  gap="xs"
                  py="sm"
                  style={
                    index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined
                  }
                >
                  <Stack gap={2} style={{ flex: '1 1 14rem', minWidth: 0 }}>
                    <Group gap="xs" wrap="wrap">
                      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {passkey.name}
                      </Text>
                      {passkey.synced ? (
                        <Badge
                          size="sm"
                          variant="light"
                          color="pine"
                          leftSection={<IconCloud size={12} aria-hidden />}
                        >
                          {t('security.passkeys.synced')}
                        </Badge>
                      ) : null}
                    </Group>
                    <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      <span title={added.full}>{t('security.passkeys.added_on', { time: added.text })}</span>
                      {' · '}
                      {lastUsed ? (
                        <span title={lastUsed.full}>
                          {t('security.passkeys.last_used', { time: lastUsed.text })}
                        </span>
                      ) : (
                        t('security.passkeys.never_used')
                      )}
                    </Text>
                  </Stack>
                  <Group gap={4} wrap="nowrap">
                    <Button
                      size="xs"
                      variant="subtle"
                      aria-label={t('security.passkeys.rename_named', { name: passkey.name })}
                      onClick={() => setDialog({ kind: 'rename', passkey })}
                    >
                      {t('security.passkeys.rename')}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={t('security.passkeys.remove_named', { name: passkey.name })}
                      onClick={() => setDialog({ kind: 'remove', passkey })}
                    >
                      {t('security.passkeys.remove')}
                    </Button>
                  </Group>
                </Group>
              );
            })}
          </Stack>
        )}
      </Stack>

      {dialog?.kind === 'add' ? <AddPasskeyModal need={need} onClose={close} /> : null}
      {dialog?.kind === 'rename' ? <RenamePasskeyModal passkey={dialog.passkey} onClose={close} /> : null}
      {dialog?.kind === 'remove' ? (
        <PasswordProofModal
          opened
          title={t('security.passkeys.remove_title', { name: dialog.passkey.name })}
          message={t(
            twoFactorEnabled ? 'security.passkeys.remove_message_2fa' : 'security.passkeys.remove_message',
          )}
          submitLabel={t('security.passkeys.remove_submit')}
          danger
          need={need}
          pending={remove.isPending}
          onClose={close}
          onSubmit={(proof, { onError }) =>
            remove.mutate(
              { id: dialog.passkey.id, proof },
              {
                onSuccess: () => {
                  close();
                  showSuccess(t('security.passkeys.removed', { name: dialog.passkey.name }));
                },
                onError,
              },
            )
          }
        />
      ) : null}
    </SettingsSection>
  );
}
