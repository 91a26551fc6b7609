import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type InviteMemberBody, inviteMemberBodySchema } from '@paygrid/contracts/organizations/members';
import { INVITABLE_ROLES } from '@paygrid/domain/organizations/roles';
import { useTranslation } from 'react-i18next';
import { emailError } from '~/shared/forms/email-rule';
import { translateFieldMessage } from '~/shared/forms/field-message';
import { focusFirstInvalid } from '~/shared/forms/focus-first-invalid';
import { schemaErrors } from '~/shared/forms/schema-errors';
import { failsOnFields, showServerFieldErrors } from '~/shared/forms/server-field-errors';
import { useFieldProps } from '~/shared/forms/use-field-props';
import { isLocale } from '~/shared/i18n/locales';
import { DialogFrame } from '~/shared/ui/dialog-frame';
import { EmailField } from '~/shared/ui/email-field';
import { RequestFailureAlert } from '~/shared/ui/request-failure-alert';
import { useInviteMember } from '../api/invite-member';

type InviteValues = { email: string; role: InviteMemberBody['role'] };

const fields = ['email', 'role'] as const;

type InviteMemberModalProps = {
  opened: boolean;
  organizationName: string;
  onClose: () => void;
  onInvited: (email: string) => void;
};

/** E-mail and role of the person to invite; the role is a choice with each one's meaning beside it. */
export function InviteMemberModal({ opened, organizationName, onClose, onInvited }: InviteMemberModalProps) {
  const { t, i18n } = useTranslation();
  const invite = useInviteMember();
  const form = useForm<InviteValues>({
    initialValues: { email: '', role: 'member' },
    validate: (values) => ({
      ...schemaErrors(inviteMemberBodySchema, values),
      email: emailError(values.email),
    }),
  });
  const field = useFieldProps(form);

  const close = () => {
    form.reset();
    invite.reset();
    onClose();
  };

  const submit = (values: InviteValues) => {
    const email = values.email.trim();
    invite.mutate(
      // The mail goes out in the inviter's language; the invitee can switch on the join page.
      { email, role: values.role, locale: isLocale(i18n.language) ? i18n.language : 'en' },
      {
        onSuccess: () => {
          onInvited(email);
          close();
        },
        onError: (error) => showServerFieldErrors(form, error, fields),
      },
    );
  };

  return (
    <DialogFrame
      opened={opened}
      onClose={close}
      title={t('members.invite_title')}
      closeLabel={t('members.cancel')}
    >
      <form noValidate onSubmit={form.onSubmit(submit, (errors) => focusFirstInvalid(form, errors))}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('members.invite_intro', { organization: organizationName })}
          </Text>
          {invite.isError && !failsOnFields(invite.error, fields) ? (
            <RequestFailureAlert error={invite.error} fallbackTitleKey="members.action_failed" />
          ) : null}
          <EmailField
            {...field('email')}
            label={t('members.invite_email')}
            autoComplete="off"
            data-autofocus
          />
          <Radio.Group
            {...form.getInputProps('role')}
            label={t('members.invite_role')}
            error={translateFieldMessage(t, form.errors.role)}
          >
            <Stack gap="xs" mt={6}>
              {INVITABLE_ROLES.map((role) => (
                <Radio.Card key={role} value={role} radius="md" p="sm" withBorder>
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    <Radio.Indicator mt={2} />
                    <div>
                      <Text size="sm" fw={600}>
                        {t(`organizations.role.${role}`)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t(`organizations.role_hint.${role}`)}
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close}>
              {t('members.cancel')}
            </Button>
            <Button type="submit" loading={invite.isPending}>
              {t('members.invite_submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </DialogFrame>
  );
}
