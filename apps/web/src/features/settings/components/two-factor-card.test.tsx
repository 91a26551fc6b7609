import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '~/test/api-stub';
import { currentUserInCache } from '~/test/current-user';
import { renderComponent } from '~/test/render';
import { TwoFactorCard } from './two-factor-card';

let passkeys: unknown[] = [];

beforeEach(() => {
  passkeys = [];
  stubApi((url) =>
    url.endsWith('/api/v1/user/passkeys')
      ? json(200, { data: passkeys })
      : json(404, { message: 'Not found.', errors: [] }),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('the two-factor card beside passkeys (issue 39)', () => {
  it('without the app and without a passkey, warns that the password alone signs in', async () => {
    await renderComponent(<TwoFactorCard enabled={false} />, { cache: [currentUserInCache()] });
    expect(await screen.findByText(/^Anyone who learns your password can sign in/)).toBeInTheDocument();
  });

  it('without the app but with a passkey, says the password no longer signs in alone', async () => {
    passkeys = [
      {
        id: 'pk_1a2b3c',
        name: 'iCloud Keychain',
        created_at: '2026-10-02T08:00:00.000Z',
        last_used_at: null,
        synced: true,
      },
    ];
    await renderComponent(<TwoFactorCard enabled={false} />, { cache: [currentUserInCache()] });
    expect(
      await screen.findByText(/^Signing in with your password also asks for one of your passkeys/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Anyone who learns your password/)).toBeNull();
    // Its recovery codes can be replaced with the password alone: there is no app to give a code.
    await userEvent.click(screen.getByRole('button', { name: 'Replace recovery codes' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Enter your password to continue\.$/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Code from your app/)).toBeNull();
  });

  it('without the app or a passkey, offers no recovery codes to replace', async () => {
    await renderComponent(<TwoFactorCard enabled={false} />, { cache: [currentUserInCache()] });
    await screen.findByText(/^Anyone who learns your password can sign in/);
    expect(screen.queryByRole('button', { name: 'Replace recovery codes' })).toBeNull();
  });
});
