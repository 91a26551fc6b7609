import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { nameField } from '@paygrid/contracts/auth/account-fields';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type CurrentUser, NameFields } from '~/features/auth';
import { focusFirstInvalid } from '~/shared/forms/focus-first-invalid';
import { schemaErrors } from '~/shared/forms/schema-errors';
import { showServerFieldErrors } from '~/shared/forms/server-field-errors';
import { MutationFailureAlert } from '~/shared/ui/mutation-failure-alert';
import { useSuccessToast } from '~/shared/ui/success-toast';
import { type ProfileName, useUpdateProfile } from '../api/update-profile';
import { SettingsSection } from './settings-section';

const fields = ['first_name', 'last_name'] as const;
const nameSchema = z.object({ first_name: nameField, last_name: nameField });

/** First and last name (PATCH /user, the shared name rule), and the e-mail the account signs in with, shown. */
export function ProfileNameCard({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation();
  const showSuccess = useSuccessToast();
  const update = useUpdateProfile();
  const saved = { first_name: user.attributes.first_name, last_name: user.attributes.last_name };
  const form = useForm<ProfileName>({
    initialValues: saved,
    validate: (values) => schemaErrors(nameSchema, values),
  });
  const trimmed = (values: ProfileName) => ({
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
  });
  const unchanged =
    trimmed(form.values).first_name === saved.first_name &&
    trimmed(form.values).last_name === saved.last_name;

  const submit = (values: ProfileName) =>
    update.mutate(trimmed(values), {
      onSuccess: (answer) => {
        form.setInitialValues({
          first_name: answer.data.attributes.first_name,
          last_name: answer.data.attributes.last_name,
        });
        showSuccess(i18n.t('profile.name.saved'));
      },
      onError: (error) => showServerFieldErrors(form, error, fields),
    });

  return (
    <SettingsSection
      id="profile-name"
      title={t('profile.name.title')}
      description={t('profile.name.description')}
    >
      <form noValidate onSubmit={form.onSubmit(submit, (errors) => focusFirstInvalid(form, errors))}>
        <Stack gap="md">
          <MutationFailureAlert mutation={update} fallbackTitleKey="profile.name.failed" fields={fields} />
          <NameFields form={form} />
          <TextInput
            label={t('profile.name.email')}
            description={t('profile.name.email_hint')}
            value={user.attributes.email}
            readOnly
            variant="filled"
          />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} disabled={unchanged}>
              {t('profile.name.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
