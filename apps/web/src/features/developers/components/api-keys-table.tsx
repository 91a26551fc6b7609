import { ActionIcon, Badge, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ApiKey } from '@paygrid/contracts/api-keys/api-key';
import { API_KEY_PERMISSIONS } from '@paygrid/domain/platform/api-keys';
import { IconDotsVertical, IconPencil, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useInstantElement } from '~/features/settings';
import { ActionMenu } from '~/shared/ui/action-menu';
import { type ApiKeyStatus, apiKeyStatusOf } from '../state/api-key-status';
import classes from './api-keys-table.module.css';
import { ModeBadge } from './mode-field';
import { permissionWord } from './permission-words';

const statusColors: Record<ApiKeyStatus, string> = { active: 'teal', expired: 'yellow', revoked: 'gray' };

type ApiKeysTableProps = {
  /** In the order to show them (the revoked ones last). */
  keys: ReadonlyArray<ApiKey>;
  onEdit: (key: ApiKey) => void;
  onRoll: (key: ApiKey) => void;
  onRevoke: (key: ApiKey) => void;
};

/** Every key of the organisation: what it may do, when and where from it was last used, and whether it works. */
export function ApiKeysTable({ keys, onEdit, onRoll, onRevoke }: ApiKeysTableProps) {
  const { t } = useTranslation();
  const instant = useInstantElement();
  const now = Date.now();
  return (
    // Focusable, so a keyboard can scroll it sideways on a narrow screen.
    <Table.ScrollContainer minWidth={980} type="native" tabIndex={0}>
      <Table verticalSpacing="xs" highlightOnHover aria-label={t('developers.table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('developers.column.name')}</Table.Th>
            <Table.Th>{t('developers.column.mode')}</Table.Th>
            <Table.Th>{t('developers.column.prefix')}</Table.Th>
            <Table.Th>{t('developers.column.permissions')}</Table.Th>
            <Table.Th>{t('developers.column.last_used')}</Table.Th>
            <Table.Th>{t('developers.column.expires')}</Table.Th>
            <Table.Th>{t('developers.column.status')}</Table.Th>
            {/* Positioned, so the hidden word stays inside the scrolling box (else the page scrolls sideways on a phone). */}
            <Table.Th pos="relative">
              <VisuallyHidden>{t('developers.column.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {keys.map((key) => {
            const a = key.attributes;
            const status = apiKeyStatusOf(a, now);
            return (
              <Table.Tr key={key.id} className={status === 'revoked' ? classes.revoked : undefined}>
                <Table.Th scope="row" fw={500} fz="sm">
                  {a.name}
                </Table.Th>
                <Table.Td>
                  <ModeBadge mode={a.mode} />
                </Table.Td>
                <Table.Td className={classes.prefix}>{`${a.prefix}…`}</Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    {API_KEY_PERMISSIONS.filter((permission) => a.permissions.includes(permission)).map(
                      (permission) => (
                        <Text key={permission} size="sm" c="inherit" style={{ whiteSpace: 'nowrap' }}>
                          {t(`developers.permission.${permissionWord[permission]}`)}
                        </Text>
                      ),
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {a.last_used_at !== null ? (
                    <Stack gap={0}>
                      <Text size="sm" c="inherit">
                        {instant(a.last_used_at)}
                      </Text>
                      {a.last_used_ip !== null ? (
                        <Text size="xs" c="dimmed">
                          {t('developers.used_from', { ip: a.last_used_ip })}
                        </Text>
                      ) : null}
                    </Stack>
                  ) : (
                    t('developers.never_used')
                  )}
                </Table.Td>
                <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {a.expires_at !== null ? instant(a.expires_at) : t('developers.never_expires')}
                </Table.Td>
                <Table.Td>
                  <Stack gap={2} align="flex-start">
                    <Badge variant="light" radius="sm" color={statusColors[status]}>
                      {t(`developers.status.${status}`)}
                    </Badge>
                    {status !== 'revoked' && a.previous_secret_expires_at !== null ? (
                      <Text size="xs" c="dimmed">
                        {t('developers.previous_until')} {instant(a.previous_secret_expires_at)}
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  {status === 'revoked' ? null : (
                    <ActionMenu
                      trigger={
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={t('developers.actions_named', { name: a.name })}
                        >
                          <IconDotsVertical size={16} aria-hidden />
                        </ActionIcon>
                      }
                      entries={[
                        {
                          kind: 'item',
                          key: 'edit',
                          label: t('developers.edit'),
                          icon: <IconPencil size={14} aria-hidden />,
                          onClick: () => onEdit(key),
                        },
                        {
                          kind: 'item',
                          key: 'roll',
                          label: t('developers.roll'),
                          icon: <IconRefresh size={14} aria-hidden />,
                          onClick: () => onRoll(key),
                        },
                        { kind: 'divider', key: 'divider' },
                        {
                          kind: 'item',
                          key: 'revoke',
                          label: t('developers.revoke'),
                          icon: <IconTrash size={14} aria-hidden />,
                          color: 'red',
                          onClick: () => onRevoke(key),
                        },
                      ]}
                    />
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
