import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '~/test/api-stub';
import { renderComponent } from '~/test/render';
import { getPasskey } from '../api/webauthn';
import { LoginPage } from './login-page';
import { TwoFactorPage } from './two-factor-page';

// jsdom has no WebAuthn: the browser's prompt is replaced where the console calls the library, and nowhere else.
vi.mock('../api/webauthn', () => ({ createPasskey: vi.fn(), getPasskey: vi.fn() }));

const assertionOptions = { challenge: 'c2Vjb25kLXN0ZXA', rpId: 'localhost', allowCredentials: [] };
const assertion = { id: 'a2V5LWlk', type: 'public-key', response: { signature: 'c2ln' } };

/** What the page sent, in order: the path after /api/v1 and the body. */
const sent: Array<{ path: string; body: unknown }> = [];
let answerCheck: () => Response;

/** The second step pending, as the login page leaves it after the password: with the ways the server offered. */
const pendingWith = (methods: string[]) =>
  window.sessionStorage.setItem('auth_two_factor_pending', JSON.stringify(methods));

beforeEach(() => {
  sent.length = 0;
  answerCheck = () => json(200, { success: true });
  vi.mocked(getPasskey).mockReset();
  vi.mocked(getPasskey).mockResolvedValue(assertion);
  vi.stubGlobal('isSecureContext', true);
  vi.stubGlobal('PublicKeyCredential', class {});
  stubApi((url, init) => {
    const path = url.replace(/^.*\/api\/v1/, '');
    sent.push({ path, body: init.body === undefined ? undefined : JSON.parse(String(init.body)) });
    if (path === '/2fa-check/passkey/options') return json(200, { options: assertionOptions });
    if (path === '/2fa-check/passkey') return answerCheck();
    if (path === '/check-login')
      return json(401, {
        message: 'Two-factor authentication is required.',
        errors: [],
        success: false,
        '2fa': true,
        second_factors: ['passkey', 'recovery-code'],
      });
    return json(404, { message: 'Not found.', errors: [] });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('the second step of signing in with a passkey (issue 39)', () => {
  it('the login page hands the ways the server offered to the second step', async () => {
    const { user, location, unmount } = await renderComponent(<LoginPage />, { path: '/login' });
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'olena@paygrid.test');
    await user.type(screen.getByLabelText('Password'), 'Quiet-harbour-lantern-42');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(location()).toBe('/2fa'));
    unmount();

    await renderComponent(<TwoFactorPage />, { path: '/2fa' });
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeInTheDocument();
    // No authenticator app on this account: the code field takes a recovery code, and says so.
    expect(screen.getByRole('textbox', { name: 'Recovery code' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Can’t use a passkey? Enter one of your recovery codes instead. Each code works once.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Digit 1 of 6' })).toBeNull();
  });

  it('offers no passkey where the server did not list one: the app’s code and a recovery code, as before', async () => {
    pendingWith(['totp', 'recovery-code']);
    await renderComponent(<TwoFactorPage />, { path: '/2fa' });
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Can’t use the app? Use a recovery code' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
  });

  it('offers the passkey beside the app’s code when the server lists both', async () => {
    pendingWith(['passkey', 'totp', 'recovery-code']);
    await renderComponent(<TwoFactorPage />, { path: '/2fa' });
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Can’t use the app? Use a recovery code' })).toBeInTheDocument();
  });

  it('a passkey finishes signing in: the options, the browser’s prompt, the check, then the console', async () => {
    pendingWith(['passkey', 'recovery-code']);
    const { user, location } = await renderComponent(<TwoFactorPage />, { path: '/2fa' });
    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    await vi.waitFor(() => expect(location()).toBe('/organizations?login=1'));
    expect(getPasskey).toHaveBeenCalledExactlyOnceWith(assertionOptions);
    expect(sent).toEqual([
      { path: '/2fa-check/passkey/options', body: undefined },
      { path: '/2fa-check/passkey', body: { response: assertion } },
    ]);
    expect(window.sessionStorage.getItem('auth_two_factor_pending')).toBeNull();
  });

  it('a closed prompt is said calmly, and the passkey can be tried again', async () => {
    pendingWith(['passkey', 'recovery-code']);
    vi.mocked(getPasskey).mockRejectedValueOnce(
      new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'),
    );
    const { user } = await renderComponent(<TwoFactorPage />, { path: '/2fa' });
    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByText('No passkey was used. Try again when you are ready.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent.map(({ path }) => path)).toEqual(['/2fa-check/passkey/options']);
  });

  it('a passkey the server does not know is named as such', async () => {
    pendingWith(['passkey', 'recovery-code']);
    answerCheck = () =>
      json(401, {
        message: 'Passkey not recognised.',
        errors: [{ status: '401', code: 'passkey_not_recognised', title: 'Unauthorized' }],
      });
    const { user, location } = await renderComponent(<TwoFactorPage />, { path: '/2fa' });
    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Passkey not recognised')).toBeInTheDocument();
    expect(location()).toBe('/2fa');
  });

  it('where the page is not a secure context, the passkey is not offered and the recovery code is the way in', async () => {
    vi.stubGlobal('isSecureContext', false);
    pendingWith(['passkey', 'recovery-code']);
    await renderComponent(<TwoFactorPage />, { path: '/2fa' });
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Recovery code' })).toHaveFocus();
    expect(screen.getByText(/^Passkeys cannot be used in this browser here/)).toBeInTheDocument();
  });

  it('says plainly what to do when a passkey is the only way and this page cannot use one', async () => {
    vi.stubGlobal('isSecureContext', false);
    pendingWith(['passkey']);
    await renderComponent(<TwoFactorPage />, { path: '/2fa' });
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Recovery code' })).toBeNull();
    expect(
      screen.getByText(/no recovery code left\. Open Paygrid in a browser that supports passkeys/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to log in' })).toBeInTheDocument();
  });
});
