import { Button, Group, Loader, Text } from '@mantine/core';
import { canDo } from '@paygrid/domain/organizations/roles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrganizationSettingsSection, useCurrentOrganization } from '~/features/organizations';
import { RequestFailureAlert } from '~/shared/ui/request-failure-alert';
import { useApprovalThresholds } from '../api/approval-thresholds';
import { ApprovalAmountsEditor } from './approval-amounts-editor';
import { ApprovalAmountsTable } from './approval-amounts-table';

/**
 * The organisation's approval amounts (issue 38, decision 0106), on its settings page: every member reads them,
 * owners change them.
 */
export function ApprovalAmountsSection() {
  const { t } = useTranslation();
  const role = useCurrentOrganization().data?.data.attributes.role;
  const list = useApprovalThresholds();
  const [editing, setEditing] = useState(false);
  const owner = role !== undefined && canDo(role, 'set-approval-thresholds');
  const saved = list.data?.data;
  return (
    <OrganizationSettingsSection
      id="organization-approval-amounts"
      title={t('organization_settings.approval_amounts.title')}
      description={t('organization_settings.approval_amounts.description')}
    >
      {list.isError ? (
        <RequestFailureAlert
          error={list.error}
          fallbackTitleKey="organization_settings.approval_amounts.load_failed"
        />
      ) : null}
      {saved === undefined ? (
        list.isPending ? (
          <Group justify="center" py="sm">
            <Loader size="sm" aria-label={t('organization_settings.approval_amounts.loading')} />
          </Group>
        ) : null
      ) : owner && editing ? (
        <ApprovalAmountsEditor saved={saved} onDone={() => setEditing(false)} />
      ) : (
        <>
          <ApprovalAmountsTable thresholds={saved} />
          {owner ? (
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setEditing(true)}>
                {t('organization_settings.approval_amounts.change')}
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('organization_settings.approval_amounts.owners_only')}
            </Text>
          )}
        </>
      )}
    </OrganizationSettingsSection>
  );
}
