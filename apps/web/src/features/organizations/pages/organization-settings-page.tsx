import { Alert, Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { organizationNameField } from '@paygrid/contracts/organizations/create-organization';
import { canDo } from '@paygrid/domain/organizations/roles';
import { TWO_FACTOR_POLICIES, type TwoFactorPolicy } from '@paygrid/domain/organizations/two-factor-policy';
import { entranceUrl } from '@paygrid/domain/routes/hosts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CountryPicker, CurrencyPicker, TimeZonePicker } from '~/shared/enumerations/reference-pickers';
import { translateFieldMessage } from '~/shared/forms/field-message';
import { schemaErrors } from '~/shared/forms/schema-errors';
import { showServerFieldErrors } from '~/shared/forms/server-field-errors';
import { useEnvironment } from '~/shared/http';
import { MutationFailureAlert } from '~/shared/ui/mutation-failure-alert';
import { PageHeading } from '~/shared/ui/page-heading';
import { useSuccessToast } from '~/shared/ui/success-toast';
import { type CurrentOrganization, useCurrentOrganization } from '../api/current-organization';
import {
  useArchiveOrganization,
  useSetTwoFactorPolicy,
  useUpdateOrganization,
} from '../api/organization-settings';
import { OrganizationLogoForm } from '../components/organization-logo-form';
import { OrganizationSettingsSection } from '../components/organization-settings-section';

type Values = { name: string; country: string; base_currency: string; time_zone: string };
const fields = ['name', 'country', 'base_currency', 'time_zone'] as const;
const valuesSchema = z.object({ name: organizationNameField });

function DetailsForm({
  organization,
  editable,
}: {
  organization: CurrentOrganization['data'];
  editable: boolean;
}) {
  const { t, i18n } = useTranslation();
  const showSuccess = useSuccessToast();
  const update = useUpdateOrganization();
  const saved: Values = {
    name: organization.attributes.name,
    country: organization.attributes.country,
    base_currency: organization.attributes.base_currency,
    time_zone: organization.attributes.time_zone,
  };
  const form = useForm<Values>({
    initialValues: saved,
    validate: (values) => schemaErrors(valuesSchema, values),
  });
  const changed = Object.fromEntries(
    fields.filter((field) => form.values[field] !== saved[field]).map((field) => [field, form.values[field]]),
  );
  const submit = () =>
    update.mutate(
      { ...changed, ...(changed.name ? { name: String(changed.name).trim() } : {}) },
      {
        onSuccess: (answer) => {
          const { name, country, base_currency, time_zone } = answer.data.attributes;
          form.setInitialValues({ name, country, base_currency, time_zone });
          showSuccess(i18n.t('organization_settings.saved'));
        },
        onError: (error) => showServerFieldErrors(form, error, fields),
      },
    );
  const pickerCommon = {
    readOnly: !editable,
    allowDeselect: false,
    nothingFoundMessage: t('organizations.form.nothing_found'),
  } as const;

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        <MutationFailureAlert
          mutation={update}
          fallbackTitleKey="organization_settings.failed"
          fields={fields}
        />
        <TextInput
          {...form.getInputProps('name')}
          error={translateFieldMessage(t, form.errors.name)}
          label={t('organizations.form.name')}
          readOnly={!editable}
          autoComplete="organization"
        />
        <TextInput
          label={t('organizations.form.alias')}
          description={t('organization_settings.alias_fixed')}
          value={organization.attributes.alias}
          readOnly
          variant="filled"
        />
        <CountryPicker
          {...pickerCommon}
          {...form.getInputProps('country')}
          label={t('organizations.form.country')}
        />
        <Group grow align="flex-start" gap="md">
          <CurrencyPicker
            {...pickerCommon}
            {...form.getInputProps('base_currency')}
            label={t('organizations.form.currency')}
          />
          <TimeZonePicker
            {...pickerCommon}
            {...form.getInputProps('time_zone')}
            kept={form.values.time_zone}
            label={t('organizations.form.time_zone')}
          />
        </Group>
        {editable ? (
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} disabled={Object.keys(changed).length === 0}>
              {t('organization_settings.save')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </form>
  );
}

function TwoFactorPolicyForm({ policy }: { policy: TwoFactorPolicy }) {
  const { t } = useTranslation();
  const change = useSetTwoFactorPolicy();
  const [picked, setPicked] = useState<TwoFactorPolicy>(policy);
  return (
    <Stack gap="md">
      <MutationFailureAlert mutation={change} fallbackTitleKey="organization_settings.two_factor.failed" />
      <Radio.Group
        value={picked}
        onChange={(value) => setPicked(value as TwoFactorPolicy)}
        label={t('organization_settings.two_factor.label')}
      >
        <Stack gap="xs" mt="xs">
          {TWO_FACTOR_POLICIES.map((value) => (
            <Radio key={value} value={value} label={t(`organization_settings.two_factor.${value}`)} />
          ))}
        </Stack>
      </Radio.Group>
      <Group justify="flex-end">
        <Button onClick={() => change.mutate(picked)} loading={change.isPending} disabled={picked === policy}>
          {t('organization_settings.two_factor.save')}
        </Button>
      </Group>
    </Stack>
  );
}

function ArchiveForm({ alias }: { alias: string }) {
  const { t } = useTranslation();
  const archive = useArchiveOrganization();
  const { data: environment } = useEnvironment();
  const [typed, setTyped] = useState('');
  return (
    <Stack gap="md">
      <MutationFailureAlert mutation={archive} fallbackTitleKey="organization_settings.archive.failed" />
      <TextInput
        label={t('organization_settings.archive.type_alias', { alias })}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        autoComplete="off"
        spellCheck={false}
      />
      <Group justify="flex-end">
        <Button
          color="red"
          loading={archive.isPending}
          disabled={typed.trim().toLowerCase() !== alias}
          onClick={() =>
            archive.mutate(typed, {
              // Its sub-domain now says it is archived: the organisation list is where it can be restored.
              onSuccess: () =>
                window.location.replace(
                  entranceUrl({
                    protocol: window.location.protocol,
                    appHost: environment?.APP_HOST ?? window.location.host,
                    path: '/organizations',
                  }),
                ),
            })
          }
        >
          {t('organization_settings.archive.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

type OrganizationSettingsPageProps = {
  /** The payments' own settings (the approval amounts), handed in by the app: organisations import no feature. */
  paymentSettings?: ReactNode;
};

/** /settings/organization: owner and admin edit; everyone else reads. The 2FA policy and archive are the owner's. */
export function OrganizationSettingsPage({ paymentSettings }: OrganizationSettingsPageProps) {
  const { t } = useTranslation();
  const { data } = useCurrentOrganization();
  if (!data) return null;
  const organization = data.data;
  const role = organization.attributes.role;
  const editable = canDo(role, 'manage-settings');
  return (
    <Stack gap="lg" maw={1040}>
      <PageHeading title={t('organization_settings.title')} intro={t('organization_settings.intro')} />
      {editable ? null : <Alert color="gray">{t('organization_settings.read_only')}</Alert>}
      <OrganizationSettingsSection
        id="organization-details"
        title={t('organization_settings.details.title')}
        description={t('organization_settings.details.description')}
      >
        <DetailsForm key={organization.id} organization={organization} editable={editable} />
      </OrganizationSettingsSection>
      {editable ? (
        <OrganizationSettingsSection
          id="organization-logo"
          title={t('organization_settings.logo.title')}
          description={t('organization_settings.logo.description')}
        >
          <OrganizationLogoForm organization={organization} />
        </OrganizationSettingsSection>
      ) : null}
      {canDo(role, 'set-two-factor-policy') ? (
        <OrganizationSettingsSection
          id="organization-two-factor"
          title={t('organization_settings.two_factor.title')}
          description={t('organization_settings.two_factor.description')}
        >
          <TwoFactorPolicyForm policy={organization.attributes.two_factor_policy} />
        </OrganizationSettingsSection>
      ) : null}
      {paymentSettings}
      {canDo(role, 'archive-organization') ? (
        <OrganizationSettingsSection
          id="organization-archive"
          title={t('organization_settings.archive.title')}
          description={t('organization_settings.archive.description')}
        >
          <ArchiveForm alias={organization.attributes.alias} />
        </OrganizationSettingsSection>
      ) : null}
    </Stack>
  );
}
