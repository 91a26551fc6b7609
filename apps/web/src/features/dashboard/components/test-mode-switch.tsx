import { Switch } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '~/features/auth';
import { useEnvironment } from '~/shared/http';
import { readAgainInNewMode } from '~/shared/query/read-again-in-new-mode';
import { readTestModeCookie, writeTestModeCookie } from '../state/test-mode-cookie';

/** The sidebar toggle; shown only while the user's test_mode_on_sidebar preference is on (else always live). */
export function TestModeSwitch() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const { data: environment } = useEnvironment();
  const [on, setOn] = useState(readTestModeCookie);
  if (!user?.attributes.settings.preferences.test_mode_on_sidebar) return null;

  const change = (next: boolean) => {
    setOn(next);
    writeTestModeCookie(next, environment?.COOKIE_DOMAIN);
    // Every organisation call answers from the other data set now.
    void readAgainInNewMode(queryClient);
  };

  return (
    <Switch
      color="orange"
      checked={on}
      onChange={(event) => change(event.currentTarget.checked)}
      label={t('dashboard.test_mode.toggle')}
      description={t('dashboard.test_mode.toggle_hint')}
    />
  );
}
