import { Button, Group, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { GRID_PAGE_SIZES } from '@paygrid/contracts/user/grid-page-sizes';
import type { Preferences } from '@paygrid/contracts/user/preferences';
import { dateFormats, timeFormats } from '@paygrid/domain/format/date-time-format';
import { type NumberFormatName, numberFormats } from '@paygrid/domain/format/number-format';
import { isFormUnchanged } from '@paygrid/domain/grid/view-state';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '~/features/auth';
import { TimeZonePicker } from '~/shared/enumerations/reference-pickers';
import { translateFieldMessage } from '~/shared/forms/field-message';
import { showServerFieldErrors } from '~/shared/forms/server-field-errors';
import { changeLocale } from '~/shared/i18n/i18n';
import { supportedLocales } from '~/shared/i18n/locales';
import { MutationFailureAlert } from '~/shared/ui/mutation-failure-alert';
import { PageHeading } from '~/shared/ui/page-heading';
import { useSuccessToast } from '~/shared/ui/success-toast';
import { useUpdatePreferences } from '../api/update-preferences';
import { PreferencesPreview } from '../components/preferences-preview';
import { SettingsSection } from '../components/settings-section';
import { useNow } from '../hooks/use-now';
import { changedPreferences } from '../state/changed-preferences';
import { numberSample, patternSample } from '../state/format-samples';

const preferenceFields = [
  'locale',
  'time_zone',
  'data_grid_items_count',
  'number_format',
  'user_relative_time',
  'date_format',
  'test_mode_on_sidebar',
  'time_format',
] as const satisfies ReadonlyArray<keyof Preferences>;

// Pattern letters make poor i18n keys (":" separates namespaces), so each format has a word for its order.
const dateFormatWords = {
  'yyyy-MM-dd': 'preferences.date_format.year_month_day',
  'dd-MM-yyyy': 'preferences.date_format.day_month_year',
  'MM-dd-yyyy': 'preferences.date_format.month_day_year',
} as const;
const timeFormatWords = {
  'HH:mm': 'preferences.time_format.h24',
  'HH:mm:ss': 'preferences.time_format.h24_seconds',
  'hh:mm a': 'preferences.time_format.h12',
  'hh:mm:ss a': 'preferences.time_format.h12_seconds',
} as const;

function PreferencesForm({ saved }: { saved: Preferences }) {
  const { t, i18n } = useTranslation();
  const showSuccess = useSuccessToast();
  const update = useUpdatePreferences();
  const form = useForm<Preferences>({ initialValues: saved });
  const values = form.values;
  const unchanged = isFormUnchanged(values, saved);
  // Samples in the option lists only need the minute.
  const now = useNow(60_000);

  const languages = supportedLocales.map((locale) => ({ value: locale, label: t(`language.${locale}`) }));
  const dateOptions = dateFormats.map((format) => ({
    value: format,
    label: `${patternSample(now, format, values.time_zone)} (${t(dateFormatWords[format])})`,
  }));
  const timeOptions = timeFormats.map((format) => ({
    value: format,
    label: `${patternSample(now, format, values.time_zone)} (${t(timeFormatWords[format])})`,
  }));
  const numberOptions = (Object.keys(numberFormats) as NumberFormatName[]).map((format) => ({
    value: format,
    label: numberSample(format),
  }));
  const pageSizes = GRID_PAGE_SIZES.map((size) => ({
    value: size,
    label: t('preferences.rows_option', { size }),
  }));

  const fieldError = (field: keyof Preferences) => translateFieldMessage(t, form.errors[field]);

  const submit = (edited: Preferences) => {
    const changed = changedPreferences(saved, edited);
    if (Object.keys(changed).length === 0) return;
    update.mutate(changed, {
      onSuccess: async () => {
        if (changed.locale) await changeLocale(i18n, changed.locale);
        showSuccess(i18n.t('preferences.saved'));
      },
      onError: (error) => showServerFieldErrors(form, error, preferenceFields),
    });
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="lg">
        <MutationFailureAlert
          mutation={update}
          fallbackTitleKey="preferences.save_failed"
          fields={preferenceFields}
        />

        <PreferencesPreview preferences={values} />

        <SettingsSection
          id="preferences-region"
          title={t('preferences.region.title')}
          description={t('preferences.region.description')}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              {...form.getInputProps('locale')}
              error={fieldError('locale')}
              label={t('preferences.language')}
              data={languages}
              allowDeselect={false}
            />
            <TimeZonePicker
              {...form.getInputProps('time_zone')}
              kept={values.time_zone}
              error={fieldError('time_zone')}
              label={t('preferences.time_zone')}
              description={t('preferences.time_zone_hint')}
              nothingFoundMessage={t('preferences.time_zone_none')}
            />
          </SimpleGrid>
        </SettingsSection>

        <SettingsSection
          id="preferences-formats"
          title={t('preferences.formats.title')}
          description={t('preferences.formats.description')}
        >
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Select
                {...form.getInputProps('date_format')}
                error={fieldError('date_format')}
                label={t('preferences.date_format.label')}
                data={dateOptions}
                allowDeselect={false}
              />
              <Select
                {...form.getInputProps('time_format')}
                error={fieldError('time_format')}
                label={t('preferences.time_format.label')}
                data={timeOptions}
                allowDeselect={false}
              />
              <Select
                {...form.getInputProps('number_format')}
                error={fieldError('number_format')}
                label={t('preferences.number_format')}
                data={numberOptions}
                allowDeselect={false}
                styles={{ input: { fontVariantNumeric: 'tabular-nums' } }}
              />
            </SimpleGrid>
            <Switch
              {...form.getInputProps('user_relative_time', { type: 'checkbox' })}
              label={t('preferences.relative_time')}
              description={t('preferences.relative_time_hint')}
            />
          </Stack>
        </SettingsSection>

        <SettingsSection
          id="preferences-console"
          title={t('preferences.console.title')}
          description={t('preferences.console.description')}
        >
          <Stack gap="md">
            <Select<number>
              {...form.getInputProps('data_grid_items_count')}
              error={fieldError('data_grid_items_count')}
              label={t('preferences.grid_page_size')}
              data={pageSizes}
              allowDeselect={false}
              maw={240}
            />
            <Switch
              {...form.getInputProps('test_mode_on_sidebar', { type: 'checkbox' })}
              label={t('preferences.test_mode_on_sidebar')}
              description={t('preferences.test_mode_on_sidebar_hint')}
            />
          </Stack>
        </SettingsSection>

        {/* Stays in view, so a change made at the top of the page can be saved without hunting for the button. */}
        <Group
          gap="sm"
          py="sm"
          pos="sticky"
          bottom={0}
          bg="var(--mantine-color-body)"
          style={{ zIndex: 2, borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Button type="submit" disabled={unchanged} loading={update.isPending}>
            {t('preferences.save')}
          </Button>
          <Button
            variant="default"
            disabled={unchanged || update.isPending}
            onClick={() => form.setValues(saved)}
          >
            {t('preferences.discard')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /settings/preferences: how this person sees dates, numbers, tables and the sidebar, everywhere. */
export function PreferencesPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <Stack gap="xl" maw={960}>
      <PageHeading title={t('preferences.title')} intro={t('preferences.intro')} />
      {/* The header's language switch saves the preference too: the form starts again from what is saved. */}
      <PreferencesForm
        key={user.attributes.settings.preferences.locale}
        saved={user.attributes.settings.preferences}
      />
    </Stack>
  );
}
