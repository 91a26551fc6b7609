import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { WebhookEndpoint } from '@paygrid/contracts/webhooks/webhook-endpoint';
import type { PaymentMode } from '@paygrid/domain/payments/fixed-values';
import { pathFor } from '@paygrid/domain/routes/route-table';
import { IconListDetails, IconPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProofNeed } from '~/features/auth';
import { PasswordProofModal } from '~/features/settings';
import { RequestFailureAlert } from '~/shared/ui/request-failure-alert';
import { useSuccessToast } from '~/shared/ui/success-toast';
import { useSendTestWebhook } from '../api/send-test-webhook';
import { useUpdateWebhookEndpoint } from '../api/update-webhook-endpoint';
import { useWebhookEndpointList } from '../api/webhook-endpoint-list';
import { CreateWebhookEndpointModal } from './create-webhook-endpoint-modal';
import { DeleteWebhookEndpointModal } from './delete-webhook-endpoint-modal';
import { EditWebhookEndpointModal } from './edit-webhook-endpoint-modal';
import { ResendFailedWebhooksModal } from './resend-failed-webhooks-modal';
import { RotateWebhookSecretModal } from './rotate-webhook-secret-modal';
import { WebhookEndpointsEmpty } from './webhook-endpoints-empty';
import { type WebhookEndpointAction, WebhookEndpointsTable } from './webhook-endpoints-table';

type Dialog =
  | { kind: 'create' }
  | { kind: Exclude<WebhookEndpointAction, 'test'>; endpoint: WebhookEndpoint }
  | undefined;

type WebhookEndpointsSectionProps = {
  /** The mode the console shows: the delivery log holds this mode's deliveries, and a new endpoint starts in it. */
  mode: PaymentMode;
  /** Two-factor authentication is on: a code is asked with the password. */
  need: ProofNeed;
};

/**
 * The Developers page's webhooks (issue 37): the organisation's endpoints of both modes, each changed behind the
 * password; a test event or a resend of what failed, and the way to the delivery log.
 */
export function WebhookEndpointsSection({ mode, need }: WebhookEndpointsSectionProps) {
  const { t } = useTranslation();
  const done = useSuccessToast();
  const headingId = useId();
  const list = useWebhookEndpointList();
  const sendTest = useSendTestWebhook();
  const toggle = useUpdateWebhookEndpoint();
  const [dialog, setDialog] = useState<Dialog>(undefined);
  const endpoints = list.data?.data ?? [];
  const close = () => setDialog(undefined);
  const add = () => setDialog({ kind: 'create' });

  const act = (action: WebhookEndpointAction, endpoint: WebhookEndpoint) => {
    if (action !== 'test') return setDialog({ kind: action, endpoint });
    // One test event per click: a second click while the first is on its way sends nothing more.
    if (sendTest.isPending) return;
    sendTest.mutate(endpoint.id, {
      onSuccess: () => {
        const { url, mode: endpointMode } = endpoint.attributes;
        done(
          endpointMode === mode
            ? t('webhooks.test_sent', { url })
            : t('webhooks.test_sent_other_mode', { url, mode: t(`developers.mode.${endpointMode}`) }),
        );
      },
    });
  };

  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={6} maw={720}>
          <Title order={2} id={headingId} fz={{ base: 20, sm: 22 }}>
            {t('webhooks.title')}
          </Title>
          <Text c="dimmed">{t('webhooks.intro')}</Text>
        </Stack>
        <Group gap="sm">
          <Button
            component={Link}
            to={pathFor('webhook-deliveries')}
            variant="default"
            leftSection={<IconListDetails size={16} aria-hidden />}
          >
            {t('webhooks.delivery_log')}
          </Button>
          {endpoints.length > 0 ? (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={add}>
              {t('webhooks.add')}
            </Button>
          ) : null}
        </Group>
      </Group>

      {sendTest.isError ? (
        <RequestFailureAlert
          error={sendTest.error}
          fallbackTitleKey="webhooks.test_failed"
          onDismiss={sendTest.reset}
        />
      ) : null}
      {/* A failed refresh says so above the endpoints already shown; a failed first read, instead of them. */}
      {list.isError ? (
        <RequestFailureAlert error={list.error} fallbackTitleKey="webhooks.load_failed" />
      ) : null}
      {list.data === undefined ? (
        list.isPending ? (
          <Group justify="center" py="lg">
            <Loader size="sm" aria-label={t('webhooks.loading')} />
          </Group>
        ) : null
      ) : endpoints.length === 0 ? (
        <WebhookEndpointsEmpty onAdd={add} />
      ) : (
        <Paper withBorder radius="md" px="sm" py={4}>
          <WebhookEndpointsTable endpoints={endpoints} onAction={act} />
        </Paper>
      )}

      {/* Each dialog is drawn afresh when opened: no URL, password or secret of the last one stays in it. */}
      {dialog?.kind === 'create' ? (
        <CreateWebhookEndpointModal mode={mode} need={need} onClose={close} />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <EditWebhookEndpointModal
          endpoint={dialog.endpoint}
          need={need}
          onClose={close}
          onSaved={() => {
            close();
            done(t('webhooks.saved'));
          }}
        />
      ) : null}
      {dialog?.kind === 'rotate' ? (
        <RotateWebhookSecretModal endpoint={dialog.endpoint} need={need} onClose={close} />
      ) : null}
      {dialog?.kind === 'resend-failed' ? (
        <ResendFailedWebhooksModal
          endpoint={dialog.endpoint}
          onClose={close}
          onResent={(count) => {
            close();
            done(
              count === 0 ? t('webhooks.resend_failed.none') : t('webhooks.resend_failed.done', { count }),
            );
          }}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteWebhookEndpointModal
          endpoint={dialog.endpoint}
          onClose={close}
          onDeleted={() => {
            close();
            done(t('webhooks.delete_dialog.done'));
          }}
        />
      ) : null}
      {dialog?.kind === 'toggle' ? (
        <ToggleWebhookEndpointModal
          endpoint={dialog.endpoint}
          need={need}
          pending={toggle.isPending}
          onClose={close}
          onSubmit={(proof, { onError }) =>
            toggle.mutate(
              { id: dialog.endpoint.id, body: { enabled: !dialog.endpoint.attributes.enabled, ...proof } },
              {
                onSuccess: (answer) => {
                  close();
                  done(
                    answer.data.attributes.enabled
                      ? t('webhooks.toggle.enabled')
                      : t('webhooks.toggle.disabled'),
                  );
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

type ToggleProps = {
  endpoint: WebhookEndpoint;
  need: ProofNeed;
  pending: boolean;
  onClose: () => void;
  onSubmit: Parameters<typeof PasswordProofModal>[0]['onSubmit'];
};

/** Turning an endpoint on (one Paygrid turned off for failing too) or off, behind the password. */
function ToggleWebhookEndpointModal({ endpoint, need, pending, onClose, onSubmit }: ToggleProps) {
  const { t } = useTranslation();
  const { url, enabled } = endpoint.attributes;
  const turn = enabled ? 'disable' : 'enable';
  return (
    <PasswordProofModal
      opened
      title={t(`webhooks.toggle.${turn}_title`)}
      message={t(
        need === 'code' ? `webhooks.toggle.${turn}_message_2fa` : `webhooks.toggle.${turn}_message`,
        {
          url,
        },
      )}
      submitLabel={t(`webhooks.toggle.${turn}_submit`)}
      danger={enabled}
      need={need}
      pending={pending}
      onClose={onClose}
      onSubmit={onSubmit}
    />
  );
}
