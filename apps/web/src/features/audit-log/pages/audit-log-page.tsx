import { Alert, Stack } from '@mantine/core';
import type { AuditEventRow } from '@paygrid/contracts/audit/audit-event';
import { AUDIT_ACTIONS, AUDIT_RESOURCE_TYPES } from '@paygrid/domain/audit/actions';
import { auditLogGrid } from '@paygrid/domain/grid/grids/audit-log-grid';
import { canDo } from '@paygrid/domain/organizations/roles';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useCurrentUser } from '~/features/auth';
import { useCurrentOrganization } from '~/features/organizations';
import { useInstantElement } from '~/features/settings';
import { GridPage } from '~/shared/grid/grid-page';
import { PageHeading } from '~/shared/ui/page-heading';
import { auditEventListQuery } from '../api/audit-event-list';
import { auditCells } from '../components/audit-columns';
import { AuditEventDrawer } from '../components/audit-event-drawer';
import { useAuditWording } from '../components/audit-wording';

/**
 * `/audit-log` and `/audit-log/{id}`: who did what in the organisation (issue 35). Owners and admins read it; the
 * sidebar shows it to nobody else, and anyone else who comes by its address is told so instead of a failing grid.
 */
export function AuditLogPage() {
  const { t } = useTranslation();
  const role = useCurrentOrganization().data?.data.attributes.role;
  if (role === undefined) return null;
  if (!canDo(role, 'read-audit-log')) {
    return (
      <Stack gap="md">
        <PageHeading title={t('audit_log.title')} />
        <Alert color="gray">{t('audit_log.forbidden')}</Alert>
      </Stack>
    );
  }
  return <AuditLogGrid />;
}

function AuditLogGrid() {
  const { t } = useTranslation();
  const wording = useAuditWording();
  const instant = useInstantElement();
  const { data: user } = useCurrentUser();
  const pageSize = user?.attributes.settings.preferences.data_grid_items_count;
  const { id } = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();

  const cells = useMemo<Record<string, (row: AuditEventRow) => ReactNode>>(
    () => auditCells({ t, wording, instant }),
    [t, wording, instant],
  );
  // The declared actions and kinds of resource, in the reader's language from the same list the API writes.
  const filterOptions = useMemo(
    () => ({
      action: AUDIT_ACTIONS.map((value) => ({ value, label: wording.action(value) })),
      resource_type: AUDIT_RESOURCE_TYPES.map((value) => ({ value, label: wording.resourceType(value) })),
    }),
    [wording],
  );

  return (
    <GridPage
      grid={auditLogGrid}
      title={t('audit_log.title')}
      intro={t('audit_log.intro')}
      tableLabel={t('audit_log.table')}
      listQuery={auditEventListQuery}
      cells={cells}
      rowId={(row) => row.id}
      exportPath="/audit-log"
      {...(pageSize !== undefined ? { defaultSize: pageSize } : {})}
      filterOptions={filterOptions}
      onRowOpen={(row) => navigate(`/audit-log/${encodeURIComponent(row.id)}${search}`)}
    >
      <AuditEventDrawer id={id} onClose={() => navigate(`/audit-log${search}`)} />
    </GridPage>
  );
}
