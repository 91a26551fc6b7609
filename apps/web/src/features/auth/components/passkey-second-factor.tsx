import { useTranslation } from 'react-i18next';
import { useCheckPasskeySecondFactor } from '../api/check-passkey-second-factor';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { usePasskeyOutcome } from '../hooks/use-passkey-outcome';
import { PasskeyButton } from './passkey-button';

/** The second sign-in step with a passkey (issue 39): the browser's prompt, then the signed-in console. */
export function PasskeySecondFactor({ variant }: { variant: 'filled' | 'default' }) {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const { outcome, clear, record } = usePasskeyOutcome();
  const check = useCheckPasskeySecondFactor({ onMutate: clear, onSuccess: completeSignIn, onError: record });
  return (
    <PasskeyButton
      label={t('two_factor.passkey')}
      variant={variant}
      pending={check.isPending}
      outcome={outcome}
      failureTitleKey="two_factor.passkey_failed"
      dismissedText={t('two_factor.passkey_dismissed')}
      onClick={() => check.mutate(undefined)}
      onDismiss={clear}
    />
  );
}
