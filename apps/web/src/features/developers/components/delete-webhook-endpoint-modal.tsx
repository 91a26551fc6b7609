import { Button, Group, Stack, Text } from '@mantine/core';
import type { WebhookEndpoint } from '@paygrid/contracts/webhooks/webhook-endpoint';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '~/shared/ui/dialog-frame';
import { RequestFailureAlert } from '~/shared/ui/request-failure-alert';
import { useDeleteWebhookEndpoint } from '../api/delete-webhook-endpoint';
import { BreakableUrl } from './breakable-url';
import classes from './webhook-endpoints.module.css';

type DeleteWebhookEndpointModalProps = {
  endpoint: WebhookEndpoint;
  onClose: () => void;
  onDeleted: () => void;
};

/** Deleting an endpoint cannot be undone, and its deliveries go with it: say so, then ask once. */
export function DeleteWebhookEndpointModal({
  endpoint,
  onClose,
  onDeleted,
}: DeleteWebhookEndpointModalProps) {
  const { t } = useTranslation();
  const remove = useDeleteWebhookEndpoint();
  return (
    <DialogFrame
      opened
      onClose={onClose}
      title={t('webhooks.delete_dialog.title')}
      closeLabel={t('developers.form.cancel')}
    >
      <Stack gap="lg">
        {remove.isError ? (
          <RequestFailureAlert
            error={remove.error}
            fallbackTitleKey="webhooks.action_failed"
            onDismiss={remove.reset}
          />
        ) : null}
        <Text size="sm" className={classes.urlCell}>
          <BreakableUrl url={endpoint.attributes.url} />
        </Text>
        <Text size="sm">{t('webhooks.delete_dialog.message')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('developers.form.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate(endpoint.id, { onSuccess: onDeleted })}
          >
            {t('webhooks.delete_dialog.submit')}
          </Button>
        </Group>
      </Stack>
    </DialogFrame>
  );
}
