import { Badge, Button, Group, Loader, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { UserSession } from '@paygrid/contracts/user/sessions';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProofNeed } from '~/features/auth';
import { RequestFailureAlert } from '~/shared/ui/request-failure-alert';
import { useSuccessToast } from '~/shared/ui/success-toast';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useUserSessions } from '../api/user-sessions';
import { useNow } from '../hooks/use-now';
import { useUserInstant } from '../hooks/use-user-instant';
import { PasswordProofModal } from './password-proof-modal';
import { SettingsSection } from './settings-section';

/** This browser first, then the most recently used. */
const byRecentUse = (a: UserSession, b: UserSession) =>
  Number(b.current) - Number(a.current) || b.last_seen_at.localeCompare(a.last_seen_at);

/** Every browser signed in to the account, with a way to end any of them but this one. */
export function SessionsCard({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const need = useProofNeed();
  const { t } = useTranslation();
  const showSuccess = useSuccessToast();
  const sessions = useUserSessions();
  const now = useNow(30_000);
  const instant = useUserInstant(now);
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [failure, setFailure] = useState<unknown>(undefined);
  const [askingProof, setAskingProof] = useState(false);
  const list = [...(sessions.data?.data ?? [])].sort(byRecentUse);
  const others = list.filter((session) => !session.current);
  const busy = endOne.isPending || endOthers.isPending;

  const done = (message: string) => {
    setFailure(undefined);
    showSuccess(message);
  };

  const endOthersButton = (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconLogout size={14} aria-hidden />}
      disabled={others.length === 0 || busy}
      loading={endOthers.isPending}
      onClick={() => setAskingProof(true)}
    >
      {t('security.sessions.end_others')}
    </Button>
  );

  return (
    <SettingsSection
      id="security-sessions"
      title={t('security.sessions.title')}
      description={t('security.sessions.description')}
      aside={endOthersButton}
      layout="stacked"
    >
      <Stack gap="sm">
        {failure !== undefined ? (
          <RequestFailureAlert
            error={failure}
            fallbackTitleKey="security.action_failed"
            onDismiss={() => setFailure(undefined)}
          />
        ) : null}
        {sessions.isError ? (
          <RequestFailureAlert error={sessions.error} fallbackTitleKey="security.sessions.load_failed" />
        ) : sessions.isPending ? (
          <Loader size="sm" aria-label={t('security.sessions.title')} />
        ) : (
          <Table.ScrollContainer minWidth={560} type="native" tabIndex={0}>
            <Table verticalSpacing={6} fz="sm" highlightOnHover style={{ whiteSpace: 'nowrap' }}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('security.sessions.device')}</Table.Th>
                  <Table.Th>{t('security.sessions.ip')}</Table.Th>
                  <Table.Th>{t('security.sessions.last_seen')}</Table.Th>
                  <Table.Th>{t('security.sessions.signed_in')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('security.sessions.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((session) => {
                  const lastSeen = instant(session.last_seen_at);
                  const signedIn = instant(session.created_at);
                  return (
                    <Table.Tr key={session.id}>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                            {session.device}
                          </Text>
                          {session.current ? (
                            <Badge size="sm" variant="light" color="pine" style={{ flexShrink: 0 }}>
                              {t('security.sessions.this_device')}
                            </Badge>
                          ) : null}
                        </Group>
                      </Table.Td>
                      <Table.Td ff="monospace">{session.ip ?? t('security.sessions.unknown')}</Table.Td>
                      <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>
                        <time dateTime={session.last_seen_at} title={lastSeen.full}>
                          {lastSeen.text}
                        </time>
                      </Table.Td>
                      <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>
                        <time dateTime={session.created_at} title={signedIn.full}>
                          {signedIn.text}
                        </time>
                      </Table.Td>
                      <Table.Td>
                        {session.current ? null : (
                          <Group justify="flex-end">
                            <Button
                              size="xs"
                              variant="subtle"
                              color="red"
                              disabled={busy}
                              aria-label={t('security.sessions.end_named', {
                                device: session.device,
                                time: lastSeen.full,
                              })}
                              onClick={() =>
                                endOne.mutate(session.id, {
                                  onSuccess: () =>
                                    done(t('security.sessions.ended', { device: session.device })),
                                  onError: setFailure,
                                })
                              }
                            >
                              {t('security.sessions.end')}
                            </Button>
                          </Group>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <PasswordProofModal
          opened={askingProof}
          title={t('security.sessions.end_others_title')}
          message={t(
            twoFactorEnabled
              ? 'security.sessions.end_others_message_2fa'
              : 'security.sessions.end_others_message',
          )}
          submitLabel={t('security.sessions.end_others_submit')}
          need={need}
          pending={endOthers.isPending}
          onClose={() => setAskingProof(false)}
          onSubmit={(proof, { onError }) =>
            endOthers.mutate(proof, {
              onSuccess: () => {
                setAskingProof(false);
                done(t('security.sessions.ended_others'));
              },
              onError,
            })
          }
        />
        {sessions.isSuccess && others.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('security.sessions.only_this')}
          </Text>
        ) : null}
      </Stack>
    </SettingsSection>
  );
}
