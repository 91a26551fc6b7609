import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passkeySignInOptions, signInWithPasskeyAnswer, usePasskeySignIn } from '../api/passkey-sign-in';
import { getPasskey, type WebAuthnJson } from '../api/webauthn';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { usePasskeyOutcome } from '../hooks/use-passkey-outcome';
import { passkeyAutofillOffered } from '../state/passkey-support';
import { PasskeyButton } from './passkey-button';

type PasskeyAutofillProps = { onSignedIn: () => Promise<void>; onRefused: (error: unknown) => void };

/**
 * The e-mail field's passkey suggestions (conditional mediation, autocomplete "username webauthn"), from mount
 * until a passkey is picked or the page goes away; a new `key` starts them again. Only the server's refusal of a
 * picked passkey is told: the suggestions failing to start, or ended by the button's own prompt (one ceremony at a
 * time), leave the page as it was, with the button.
 */
function PasskeyAutofill({ onSignedIn, onRefused }: PasskeyAutofillProps) {
  const signedIn = useEffectEvent(onSignedIn);
  const refused = useEffectEvent(onRefused);
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    void (async () => {
      let picked: WebAuthnJson;
      try {
        if (!(await passkeyAutofillOffered()) || signal.aborted) return;
        picked = await getPasskey(await passkeySignInOptions(signal), { autofill: true, signal });
      } catch {
        return;
      }
      try {
        await signInWithPasskeyAnswer(picked, signal);
      } catch (error) {
        if (!signal.aborted) refused(error);
        return;
      }
      await signedIn();
    })();
    return () => controller.abort();
  }, []);
  return null;
}

/** Signing in with a passkey alone: from the e-mail field's suggestions, or the button's prompt. */
export function PasskeySignIn() {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const { outcome, clear, record } = usePasskeyOutcome();
  // The button's prompt ends the suggestions' ceremony, a refused passkey ends it too: after either it starts again.
  const [autofillRound, setAutofillRound] = useState(0);
  const failed = (error: unknown) => {
    record(error);
    setAutofillRound((round) => round + 1);
  };
  const signIn = usePasskeySignIn({ onMutate: clear, onSuccess: completeSignIn, onError: failed });

  return (
    <>
      <PasskeyAutofill key={autofillRound} onSignedIn={completeSignIn} onRefused={failed} />
      <PasskeyButton
        label={t('login.passkey')}
        variant="default"
        pending={signIn.isPending}
        outcome={outcome}
        failureTitleKey="login.passkey_failed"
        dismissedText={t('login.passkey_dismissed')}
        onClick={() => signIn.mutate(undefined)}
        onDismiss={clear}
      />
    </>
  );
}
