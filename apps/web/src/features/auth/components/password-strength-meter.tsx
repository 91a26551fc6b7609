import { Group, Progress, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadPasswordStrength, type StrengthScore } from '../state/password-strength';

type PasswordStrengthMeterProps = {
  password: string;
  /** Words the password should not lean on: name, e-mail. */
  userInputs?: ReadonlyArray<string>;
  id?: string;
};

const colors = ['red', 'red', 'orange', 'teal', 'pine'] as const;
const labelKeys = [
  'password_strength.very_weak',
  'password_strength.weak',
  'password_strength.fair',
  'password_strength.good',
  'password_strength.strong',
] as const;

/** The password complexity checker of SPEC §2: a bar and a word, announced politely as it changes. */
export function PasswordStrengthMeter({ password, userInputs = [], id }: PasswordStrengthMeterProps) {
  const { t } = useTranslation();
  const [score, setScore] = useState<StrengthScore | undefined>(undefined);
  const inputs = userInputs.join('\u0000');

  useEffect(() => {
    if (password === '') {
      setScore(undefined);
      return;
    }
    let current = true;
    void loadPasswordStrength().then((zxcvbn) => {
      if (!current) return;
      const result = zxcvbn.check(password.slice(0, 128), inputs ? inputs.split('\u0000') : []);
      setScore(result.score as StrengthScore);
    });
    return () => {
      current = false;
    };
  }, [password, inputs]);

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
    </div>
  );
}
