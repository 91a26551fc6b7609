import { Anchor, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  organizationAliasField,
  organizationNameField,
  organizationTimeZoneField,
} from '@paygrid/contracts/organizations/create-organization';
import { fieldFrom } from '@paygrid/contracts/validation/domain-field';
import { aliasIssue, suggestAlias } from '@paygrid/domain/organizations/alias';
import { validationMessageKeys } from '@paygrid/domain/validation/messages';
import { required } from '@paygrid/domain/validation/presence';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { CountryPicker, CurrencyPicker, TimeZonePicker } from '~/shared/enumerations/reference-pickers';
import { useEnumeration } from '~/shared/enumerations/use-enumeration';
import { translateFieldMessage } from '~/shared/forms/field-message';
import { focusFirstInvalid } from '~/shared/forms/focus-first-invalid';
import { schemaErrors } from '~/shared/forms/schema-errors';
import { type FieldWording, showServerFieldErrors } from '~/shared/forms/server-field-errors';
import { useFieldProps } from '~/shared/forms/use-field-props';
import { useEnvironment } from '~/shared/http';
import { MutationFailureAlert } from '~/shared/ui/mutation-failure-alert';
import { PageHeading } from '~/shared/ui/page-heading';
import { useCreateOrganization } from '../api/create-organization';
import { useAliasCheck } from '../api/validate-organization';
import { aliasFieldMessage } from '../state/alias-message';
import { browserTimeZone, currencyOfCountry, guessCountryAndCurrency } from '../state/reference-options';

type OrganizationValues = {
  name: string;
  alias: string;
  country: string;
  base_currency: string;
  time_zone: string;
};

const fields = ['name', 'alias', 'country', 'base_currency', 'time_zone'] as const;
// The server checks country and currency against the catalogues; here the pickers offer nothing else, so
// present is enough, and the catalogues stay out of the first load (issue 13).
const attributesSchema = z.object({
  name: organizationNameField,
  alias: organizationAliasField,
  country: fieldFrom(required(), z.string()),
  base_currency: fieldFrom(required(), z.string()),
  time_zone: organizationTimeZoneField,
});

// The alias's refusals (taken, reserved) are worded by the page, in the reader's language.
const aliasWording: FieldWording = (failure, field) =>
  field === 'alias' ? aliasFieldMessage(failure.key, failure.title) : undefined;

function aliasError(alias: string): string | undefined {
  if (alias === '') return aliasFieldMessage('validation__required');
  const found = aliasIssue(alias);
  return found ? aliasFieldMessage(found.key) : undefined;
}

/** /create-organization: name and address with live checks, then where and how it keeps its books. */
export function CreateOrganizationPage() {
  const { t } = useTranslation();
  const { data: environment } = useEnvironment();
  const [aliasEdited, setAliasEdited] = useState(false);
  const [currencyEdited, setCurrencyEdited] = useState(false);
  const countryItems = useEnumeration('countries').data;
  const currencyItems = useEnumeration('system-currencies').data;

  const form = useForm<OrganizationValues>({
    initialValues: {
      name: '',
      alias: '',
      country: '',
      base_currency: '',
      time_zone: browserTimeZone() ?? '',
    },
    validate: (values) => ({
      ...schemaErrors(attributesSchema, { ...values, name: values.name.trim() }),
      alias: aliasError(values.alias),
    }),
  });
  const field = useFieldProps(form);
  const aliasCheck = useAliasCheck(form.values.alias);

  // A first guess from the browser language once the enumerations are in, unless the person picked already.
  const [guessed, setGuessed] = useState(false);
  useEffect(() => {
    if (guessed || !countryItems || !currencyItems) return;
    setGuessed(true);
    const guess = guessCountryAndCurrency(navigator.language, countryItems, currencyItems);
    if (!form.getValues().country && guess.country) form.setFieldValue('country', guess.country);
    if (!form.getValues().base_currency && guess.currency)
      form.setFieldValue('base_currency', guess.currency);
  }, [guessed, countryItems, currencyItems, form]);

  const creation = useCreateOrganization({
    // The dashboard lives on the organisation's own sub-domain: a full load that replaces this page (SPEC §2).
    onSuccess: (organization) => window.location.replace(organization.attributes.dashboard_url),
    onError: (error) => showServerFieldErrors(form, error, fields, aliasWording),
  });

  const changeName = (name: string) => {
    form.setFieldValue('name', name);
    if (!aliasEdited) form.setFieldValue('alias', suggestAlias(name));
  };
  const changeCountry = (country: string | null) => {
    form.setFieldValue('country', country ?? '');
    const currency = country
      ? currencyOfCountry(country, countryItems ?? [], currencyItems ?? [])
      : undefined;
    if (!currencyEdited && currency) form.setFieldValue('base_currency', currency);
  };

  const submit = (values: OrganizationValues) => {
    if (aliasCheck.status === 'refused') {
      form.setFieldError('alias', aliasFieldMessage(aliasCheck.code));
      form.getInputNode('alias')?.focus();
      return;
    }
    creation.mutate({ data: { type: 'organization', attributes: { ...values, name: values.name.trim() } } });
  };

  const appHost = environment?.APP_HOST ?? window.location.host;
  const address = `${form.values.alias || 'acme'}.${appHost}`;
  const liveAliasError =
    aliasCheck.status === 'refused'
      ? aliasFieldMessage(aliasCheck.code)
      : aliasCheck.status === 'failed'
        ? validationMessageKeys.asyncFailed
        : undefined;
  const aliasErrorShown = translateFieldMessage(t, form.errors.alias ?? liveAliasError);
  const selectCommon = {
    size: 'md',
    required: true,
    withAsterisk: false,
    placeholder: t('organizations.form.pick'),
    nothingFoundMessage: t('organizations.form.nothing_found'),
    comboboxProps: { withinPortal: true },
  } as const;

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Anchor component={Link} to="/organizations" size="sm" fw={500}>
          {t('organizations.form.back')}
        </Anchor>
        <PageHeading title={t('organizations.form.heading')} intro={t('organizations.form.intro')} />
      </Stack>
      <MutationFailureAlert
        mutation={creation}
        fallbackTitleKey="organizations.form.failed"
        fields={fields}
      />
      <form noValidate onSubmit={form.onSubmit(submit, (errors) => focusFirstInvalid(form, errors))}>
        <Stack gap="md">
          <TextInput
            {...form.getInputProps('name')}
            onChange={(event) => changeName(event.currentTarget.value)}
            error={translateFieldMessage(t, form.errors.name)}
            label={t('organizations.form.name')}
            description={t('organizations.form.name_hint')}
            name="name"
            autoComplete="organization"
            required
            withAsterisk={false}
          />
          <TextInput
            {...form.getInputProps('alias')}
            onChange={(event) => {
              setAliasEdited(true);
              form.setFieldValue('alias', event.currentTarget.value.trim().toLowerCase());
            }}
            error={aliasErrorShown}
            label={t('organizations.form.alias')}
            description={t('organizations.form.alias_hint')}
            name="alias"
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="none"
            required
            withAsterisk={false}
            rightSection={
              aliasCheck.status === 'checking' ? (
                <Loader size="xs" aria-label={t('organizations.form.checking')} />
              ) : aliasCheck.status === 'available' && !form.errors.alias ? (
                <IconCircleCheck size={18} color="var(--mantine-color-pine-text)" aria-hidden />
              ) : null
            }
          />
          <Group gap="xs" mt={-8} wrap="nowrap">
            <Text size="sm" c="dimmed" ff="monospace" truncate>
              {t('organizations.form.address', { address })}
            </Text>
            <Text
              size="sm"
              c="var(--mantine-color-pine-text)"
              fw={600}
              aria-live="polite"
              style={{ flexShrink: 0 }}
            >
              {aliasCheck.status === 'available' && !form.errors.alias
                ? t('organizations.form.available')
                : ''}
            </Text>
            {aliasCheck.status === 'failed' ? (
              <Anchor component="button" type="button" size="sm" onClick={aliasCheck.retry}>
                {t('organizations.form.check_again')}
              </Anchor>
            ) : null}
          </Group>
          <CountryPicker
            {...selectCommon}
            {...form.getInputProps('country')}
            onChange={changeCountry}
            error={translateFieldMessage(t, form.errors.country)}
            label={t('organizations.form.country')}
            name="country"
          />
          <Group grow align="flex-start" gap="md">
            <CurrencyPicker
              {...selectCommon}
              {...form.getInputProps('base_currency')}
              onChange={(currency) => {
                setCurrencyEdited(true);
                form.setFieldValue('base_currency', currency ?? '');
              }}
              error={translateFieldMessage(t, form.errors.base_currency)}
              label={t('organizations.form.currency')}
              description={t('organizations.form.currency_hint')}
              name="base_currency"
            />
            <TimeZonePicker
              {...selectCommon}
              {...field('time_zone')}
              kept={form.values.time_zone}
              label={t('organizations.form.time_zone')}
              description={t('organizations.form.time_zone_hint')}
              name="time_zone"
            />
          </Group>
          <Group justify="flex-end" mt="sm">
            <Button type="submit" size="md" loading={creation.isPending || creation.isSuccess}>
              {t('organizations.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
