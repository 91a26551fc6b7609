import { Alert, Button, Group, Loader, Paper, Stack } from '@mantine/core';
import type { ApiKey } from '@paygrid/contracts/api-keys/api-key';
import { canDo } from '@paygrid/domain/organizations/roles';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ProofNeed, useProofNeed } from '~/features/auth';
import { useCurrentOrganization } from '~/features/organizations';
import { PasswordProofModal } from '~/features/settings';
import { PageHeading } from '~/shared/ui/page-heading';
import { RequestFailureAlert } from '~/shared/ui/request-failure-alert';
import { useSuccessToast } from '~/shared/ui/success-toast';
import { useApiKeyList } from '../api/api-key-list';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { ApiKeysEmpty } from '../components/api-keys-empty';
import { ApiKeysTable } from '../components/api-keys-table';
import { CreateApiKeyModal } from '../components/create-api-key-modal';
import { EditApiKeyModal } from '../components/edit-api-key-modal';
import { RollApiKeyModal } from '../components/roll-api-key-modal';
import { WebhookEndpointsSection } from '../components/webhook-endpoints-section';
import { inListOrder } from '../state/api-key-status';

type Dialog = { kind: 'create' } | { kind: 'edit' | 'roll' | 'revoke'; key: ApiKey } | undefined;

/**
 * `/developers`: the organisation's API keys for the platform API (issue 36) and its webhook endpoints (issue 37).
 * Owners and admins manage them; the sidebar shows the page to nobody else, and anyone else who comes by its
 * address is told so.
 */
export function DevelopersPage() {
  const { t } = useTranslation();
  const current = useCurrentOrganization().data;
  // Whoever has a second factor proves a change with it too (the API asks for it).
  const need = useProofNeed();
  const role = current?.data.attributes.role;
  if (role === undefined) return null;
  if (!canDo(role, 'manage-api-keys')) {
    return (
      <Stack gap="md">
        <PageHeading title={t('developers.title')} />
        <Alert color="gray">{t('developers.forbidden')}</Alert>
      </Stack>
    );
  }
  return (
    <Stack gap={48}>
      <ApiKeys need={need} />
      {canDo(role, 'manage-webhooks') ? (
        <WebhookEndpointsSection mode={current?.meta.mode ?? 'live'} need={need} />
      ) : null}
    </Stack>
  );
}

function ApiKeys({ need }: { need: ProofNeed }) {
  const { t } = useTranslation();
  const done = useSuccessToast();
  const list = useApiKeyList({ enabled: true });
  const revoke = useRevokeApiKey();
  const [dialog, setDialog] = useState<Dialog>(undefined);
  const keys = inListOrder(list.data?.data ?? []);
  const close = () => setDialog(undefined);
  const create = () => setDialog({ kind: 'create' });

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end" gap="md">
        <PageHeading title={t('developers.title')} intro={t('developers.intro')} />
        {keys.length > 0 ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create}>
            {t('developers.create')}
          </Button>
        ) : null}
      </Group>

      {/* A failed refresh says so above the keys already shown; a failed first read, instead of them. */}
      {list.isError ? (
        <RequestFailureAlert error={list.error} fallbackTitleKey="developers.load_failed" />
      ) : null}
      {list.data === undefined ? (
        list.isPending ? (
          <Group justify="center" py="lg">
            <Loader size="sm" aria-label={t('developers.loading')} />
          </Group>
        ) : null
      ) : keys.length === 0 ? (
        <ApiKeysEmpty onCreate={create} />
      ) : (
        <Paper withBorder radius="md" px="sm" py={4}>
          <ApiKeysTable
            keys={keys}
            onEdit={(key) => setDialog({ kind: 'edit', key })}
            onRoll={(key) => setDialog({ kind: 'roll', key })}
            onRevoke={(key) => setDialog({ kind: 'revoke', key })}
          />
        </Paper>
      )}

      {/* Each dialog is drawn afresh when opened: no name, password or secret of the last one stays in it. */}
      {dialog?.kind === 'create' ? <CreateApiKeyModal need={need} onClose={close} /> : null}
      {dialog?.kind === 'edit' ? (
        <EditApiKeyModal
          apiKey={dialog.key}
          need={need}
          onClose={close}
          onSaved={(key) => {
            close();
            done(t('developers.saved', { name: key.attributes.name }));
          }}
        />
      ) : null}
      {dialog?.kind === 'roll' ? <RollApiKeyModal apiKey={dialog.key} need={need} onClose={close} /> : null}
      {dialog?.kind === 'revoke' ? (
        <PasswordProofModal
          opened
          title={t('developers.revoke_dialog.title', { name: dialog.key.attributes.name })}
          message={t(
            need === 'code' ? 'developers.revoke_dialog.message_2fa' : 'developers.revoke_dialog.message',
            {
              name: dialog.key.attributes.name,
              prefix: dialog.key.attributes.prefix,
            },
          )}
          submitLabel={t('developers.revoke_dialog.submit')}
          danger
          need={need}
          pending={revoke.isPending}
          onClose={close}
          onSubmit={(proof, { onError }) =>
            revoke.mutate(
              { id: dialog.key.id, body: proof },
              {
                onSuccess: (answer) => {
                  close();
                  done(t('developers.revoke_dialog.done', { name: answer.data.attributes.name }));
                },
                onError,
              },
            )
          }
        />
      ) : null}
    </Stack>
  );
}
