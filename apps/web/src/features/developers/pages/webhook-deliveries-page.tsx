import { Alert, Anchor, Stack } from '@mantine/core';
import type { WebhookDeliveryRow } from '@paygrid/contracts/webhooks/webhook-delivery';
import { webhookDeliveriesGrid } from '@paygrid/domain/grid/grids/webhook-deliveries-grid';
import { canDo } from '@paygrid/domain/organizations/roles';
import { WEBHOOK_DELIVERY_EVENT_TYPES, WEBHOOK_DELIVERY_STATUSES } from '@paygrid/domain/platform/webhooks';
import { pathFor } from '@paygrid/domain/routes/route-table';
import { IconArrowLeft } from '@tabler/icons-react';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useCurrentUser } from '~/features/auth';
import { useCurrentOrganization } from '~/features/organizations';
import { useInstantElement } from '~/features/settings';
import { GridPage } from '~/shared/grid/grid-page';
import { eventTypeWord } from '~/shared/i18n/event-type-words';
import { PageHeading } from '~/shared/ui/page-heading';
import { webhookDeliveryListQuery } from '../api/webhook-delivery-list';
import { DELIVERY_LOG_PATH, webhookDeliveryCells } from '../components/webhook-delivery-columns';
import { WebhookDeliveryDrawer } from '../components/webhook-delivery-drawer';

/** The way back to the Developers page, above the log's heading. */
function BackToDevelopers() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={pathFor('developers')} size="sm" style={{ alignSelf: 'flex-start' }}>
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: '-2px', marginInlineEnd: 4 }} />
      {t('webhooks.log.back')}
    </Anchor>
  );
}

/**
 * `/developers/webhooks` and `/developers/webhooks/{id}`: the webhook delivery log (issue 37), of the mode the
 * console shows. Owners and admins read it; anyone else who comes by its address is told so instead of a failing
 * grid.
 */
export function WebhookDeliveriesPage() {
  const { t } = useTranslation();
  const role = useCurrentOrganization().data?.data.attributes.role;
  if (role === undefined) return null;
  if (!canDo(role, 'manage-webhooks')) {
    return (
      <Stack gap="md">
        <BackToDevelopers />
        <PageHeading title={t('webhooks.log.title')} />
        <Alert color="gray">{t('webhooks.forbidden')}</Alert>
      </Stack>
    );
  }
  return <WebhookDeliveriesGrid />;
}

function WebhookDeliveriesGrid() {
  const { t } = useTranslation();
  const instant = useInstantElement();
  const { data: user } = useCurrentUser();
  const mode = useCurrentOrganization().data?.meta.mode ?? 'live';
  const pageSize = user?.attributes.settings.preferences.data_grid_items_count;
  const { id } = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();

  const cells = useMemo<Record<string, (row: WebhookDeliveryRow) => ReactNode>>(
    () => webhookDeliveryCells({ t, instant }),
    [t, instant],
  );
  // The declared event types and statuses, in the reader's language.
  const filterOptions = useMemo(
    () => ({
      event_type: WEBHOOK_DELIVERY_EVENT_TYPES.map((value) => ({
        value,
        label: t(`webhooks.event.${eventTypeWord[value]}`),
      })),
      status: WEBHOOK_DELIVERY_STATUSES.map((value) => ({
        value,
        label: t(`webhooks.delivery_status.${value}`),
      })),
    }),
    [t],
  );
  const title = t('webhooks.log.title');
  const intro = mode === 'test' ? t('webhooks.log.intro_test') : t('webhooks.log.intro_live');

  return (
    <GridPage
      grid={webhookDeliveriesGrid}
      title={title}
      intro={intro}
      heading={() => (
        <Stack gap="xs">
          <BackToDevelopers />
          <PageHeading title={title} intro={intro} />
        </Stack>
      )}
      tableLabel={t('webhooks.log.table')}
      listQuery={webhookDeliveryListQuery}
      cells={cells}
      rowId={(row) => row.id}
      exportPath="/webhook-deliveries"
      {...(pageSize !== undefined ? { defaultSize: pageSize } : {})}
      filterOptions={filterOptions}
      onRowOpen={(row) => navigate(`${DELIVERY_LOG_PATH}/${encodeURIComponent(row.id)}${search}`)}
    >
      <WebhookDeliveryDrawer id={id} onClose={() => navigate(`${DELIVERY_LOG_PATH}${search}`)} />
    </GridPage>
  );
}
