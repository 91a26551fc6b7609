import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '~/shared/ui/dialog-frame';
import { SecretOncePanel, type SecretWords } from './secret-once-panel';

/** The proof fields of a key form, cleared once the request has done its work. */
type ProofForm = { setFieldValue: (path: 'password' | 'code', value: string) => void };

/** The secret the API sends this once (on create, roll or rotate), kept until the dialog is closed. */
export function useSecretOnce(form: ProofForm) {
  const [secret, setSecret] = useState<string | undefined>(undefined);
  return {
    secret,
    onSuccess: (answer: { meta: { secret: string } }) => {
      // The password leaves the form as soon as it has done its work.
      form.setFieldValue('password', '');
      form.setFieldValue('code', '');
      setSecret(answer.meta.secret);
    },
  };
}

type SecretDialogFrameProps = {
  /** The secret once the API has sent it: then it alone is shown, and a stray click no longer closes the dialog. */
  secret: string | undefined;
  /** The dialog's title while it shows the form. */
  title: string;
  /** Its title once it shows the secret. */
  secretTitle: string;
  /** The secret's name and warning, when it is not an API key's. */
  secretWords?: SecretWords;
  onClose: () => void;
  /** The form. */
  children: ReactNode;
};

/**
 * The dialogs that end with a secret (an API key's create and roll, a webhook endpoint's create and rotate): their
 * form, then the secret in its place until the dialog is closed.
 */
export function SecretDialogFrame({
  secret,
  title,
  secretTitle,
  secretWords,
  onClose,
  children,
}: SecretDialogFrameProps) {
  const { t } = useTranslation();
  const shown = secret !== undefined;
  return (
    <DialogFrame
      opened
      onClose={onClose}
      title={shown ? secretTitle : title}
      closeLabel={shown ? t('developers.secret.close') : t('developers.form.cancel')}
      size="lg"
      closeOnClickOutside={!shown}
    >
      {shown ? <SecretOncePanel secret={secret} onDone={onClose} words={secretWords} /> : children}
    </DialogFrame>
  );
}
