import { Group, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  loadPasswordStrength,
  type StrengthHints,
  type StrengthScore,
  strengthHints,
} from '../state/password-strength';

type PasswordStrengthMeterProps = {
  password: string;
  /** Words the password should not lean on: name, e-mail. */
  userInputs?: ReadonlyArray<string>;
  id?: string;
};

type Strength = { score: StrengthScore; hints: StrengthHints };

const colors = ['red', 'red', 'orange', 'teal', 'pine'] as const;
const labelKeys = [
  'password_strength.very_weak',
  'password_strength.weak',
  'password_strength.fair',
  'password_strength.good',
  'password_strength.strong',
] as const;

/**
 * The password complexity checker of SPEC §2: a bar and a word, announced politely as it changes, then what
 * makes the password weak and how to improve it, in the interface language.
 */
export function PasswordStrengthMeter({ password, userInputs = [], id }: PasswordStrengthMeterProps) {
  const { t } = useTranslation();
  const [strength, setStrength] = useState<Strength | undefined>(undefined);
  const inputs = userInputs.join('\u0000');

  useEffect(() => {
    if (password === '') {
      setStrength(undefined);
      return;
    }
    let current = true;
    // The form never waits for the dictionaries: until they arrive (or if they cannot), the meter shows its hint.
    loadPasswordStrength().then(
      (zxcvbn) => {
        if (!current) return;
        const result = zxcvbn.check(password.slice(0, 128), inputs ? inputs.split('\u0000') : []);
        setStrength({ score: result.score as StrengthScore, hints: strengthHints(result.feedback) });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [password, inputs]);

  const score = strength?.score;
  const hints = strength?.hints;
  const value = score === undefined ? 0 : (score + 1) * 20;
  return (
    <div id={id}>
      <Progress
        value={value}
        color={score === undefined ? 'gray' : colors[score]}
        size="sm"
        radius="xl"
        aria-label={t('password_strength.label')}
        transitionDuration={150}
      />
      <Group justify="space-between" mt={6}>
        <Text size="xs" c="dimmed" aria-live="polite">
          {score === undefined ? t('password_strength.hint') : t(labelKeys[score])}
        </Text>
      </Group>
      {hints && (hints.warning || hints.suggestions.length > 0) ? (
        <Stack gap={2} mt={4}>
          {hints.warning ? (
            <Text size="xs" fw={500}>
              {t(`password_strength.warnings.${hints.warning}`)}
            </Text>
          ) : null}
          {hints.suggestions.map((suggestion) => (
            <Text key={suggestion} size="xs" c="dimmed">
              {t(`password_strength.suggestions.${suggestion}`)}
            </Text>
          ))}
        </Stack>
      ) : null}
    </div>
  );
}
