import { Alert, Button, Group, Radio, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type InviteMemberBody, inviteMemberBodySchema } from '@paygrid/contracts/organizations/members';
import { INVITABLE_ROLES } from '@paygrid/domain/organizations/roles';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailError } from '~/shared/forms/email-rule';
import { encodeFieldMessage, translateFieldMessage } from '~/shared/forms/field-message';
import { focusFirstInvalid } from '~/shared/forms/focus-first-invalid';
import { schemaErrors } from '~/shared/forms/schema-errors';
import { type FieldWording, failsOnFields, showServerFieldErrors } from '~/shared/forms/server-field-errors';
import { useFieldProps } from '~/shared/forms/use-field-props';
import { apiErrorOf } from '~/shared/http/api-failure';
import { isLocale, type Locale, supportedLocales } from '~/shared/i18n/locales';
import { DialogFrame } from '~/shared/ui/dialog-frame';
import { EmailField } from '~/shared/ui/email-field';
import { RequestFailureAlert } from '~/shared/ui/request-failure-alert';
import { useInviteMember } from '../api/invite-member';
import classes from './invite-member-modal.module.css';

type InviteValues = { email: string; role: InviteMemberBody['role']; locale: Locale };

const fields = ['email', 'role', 'locale'] as const;

// The API's own codes this form words in the reader's language (its English sentence is the fallback).
const wording: FieldWording = (failure) =>
  failure.key === 'already_member'
    ? encodeFieldMessage({ key: 'members.already_member', fallback: failure.title })
    : undefined;

type InviteMemberModalProps = {
  opened: boolean;
  organizationName: string;
  onClose: () => void;
  onInvited: (email: string) => void;
};

/**
 * E-mail, role and mail language of the person to invite; the role is a choice with each one's meaning beside
 * it. The invitee's own language is unknown until they join, so the inviter picks it, their own by default.
 */
export function InviteMemberModal({ opened, organizationName, onClose, onInvited }: InviteMemberModalProps) {
  const { t, i18n } = useTranslation();
  const invite = useInviteMember();
  const inviterLocale: Locale = isLocale(i18n.language) ? i18n.language : 'en';
  const form = useForm<InviteValues>({
    initialValues: { email: '', role: 'member', locale: inviterLocale },
    validate: (values) => ({
      ...schemaErrors(inviteMemberBodySchema, values),
      email: emailError(values.email),
    }),
  });
  const field = useFieldProps(form);
  // The address of an open invitation the inviter is asked about before it is replaced (issue 32).
  const [pending, setPending] = useState<string | undefined>(undefined);
  // The send button gives way to the question: the focus goes to its safe answer, not to the page.
  const keepFirst = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (pending) keepFirst.current?.focus();
  }, [pending]);

  const close = () => {
    form.setInitialValues({ email: '', role: 'member', locale: inviterLocale });
    form.reset();
    invite.reset();
    setPending(undefined);
    onClose();
  };

  const send = (values: InviteValues, replace: boolean) => {
    const email = values.email.trim();
    invite.mutate(
      { email, role: values.role, locale: values.locale, ...(replace ? { replace: true } : {}) },
      {
        onSuccess: () => {
          onInvited(email);
          close();
        },
        onError: (error) => {
          if (apiErrorOf(error)?.errors.some((item) => item.code === 'invitation_pending')) {
            invite.reset();
            setPending(email);
            return;
          }
          showServerFieldErrors(form, error, fields, wording);
        },
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
      <form
        noValidate
        onSubmit={form.onSubmit(
          (values) => send(values, false),
          (errors) => focusFirstInvalid(form, errors),
        )}
      >
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
                <Radio.Card
                  key={role}
                  value={role}
                  radius="md"
                  p="sm"
                  withBorder
                  className={classes.roleCard}
                >
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
          <Select
            {...form.getInputProps('locale')}
            error={translateFieldMessage(t, form.errors.locale)}
            label={t('members.invite_language')}
            description={t('members.invite_language_hint')}
            data={supportedLocales.map((locale) => ({ value: locale, label: t(`language.${locale}`) }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          {pending ? (
            <Alert color="yellow" title={t('members.invite_pending_title')}>
              <Stack gap="sm">
                <Text size="sm">{t('members.invite_pending', { email: pending })}</Text>
                <Group justify="flex-end" gap="sm">
                  <Button ref={keepFirst} variant="default" onClick={() => setPending(undefined)}>
                    {t('members.invite_keep')}
                  </Button>
                  <Button
                    color="yellow"
                    loading={invite.isPending}
                    onClick={() => send(form.getValues(), true)}
                  >
                    {t('members.invite_replace')}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          ) : (
            <Group justify="flex-end" gap="sm" mt="xs">
              <Button variant="default" onClick={close}>
                {t('members.cancel')}
              </Button>
              <Button type="submit" loading={invite.isPending}>
                {t('members.invite_submit')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </DialogFrame>
  );
}
