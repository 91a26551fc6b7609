import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '~/test/api-stub';
import { renderComponent } from '~/test/render';
import { getPasskey } from '../api/webauthn';
import { LoginPage } from '../pages/login-page';

// jsdom has no WebAuthn: the browser's prompt is replaced where the console calls the library, and nowhere else.
vi.mock('../api/webauthn', () => ({ createPasskey: vi.fn(), getPasskey: vi.fn() }));

const signInOptions = { challenge: 'c2lnbi1pbg', rpId: 'localhost', userVerification: 'required' };
const assertion = {
  id: 'a2V5LWlk',
  type: 'public-key',
  response: { signature: 'c2ln', userHandle: 'dXNlcg' },
};

/** What the page sent, in order: the path after /api/v1 and the body. */
const sent: Array<{ path: string; body: unknown }> = [];
let answerSignIn: () => Response;
let answerOptions: () => Response;

/** A browser with WebAuthn on a secure page; whether it offers passkeys among the e-mail field's suggestions. */
const webauthnBrowser = (autofill: boolean) => {
  vi.stubGlobal('isSecureContext', true);
  vi.stubGlobal(
    'PublicKeyCredential',
    Object.assign(() => undefined, { isConditionalMediationAvailable: () => Promise.resolve(autofill) }),
  );
};

/** The autofill's ceremony as a browser runs it: pending until a passkey is picked or the page ends it. */
const pendingUntilAborted = (_options: unknown, { signal }: { signal?: AbortSignal } = {}) =>
  new Promise<never>((_resolve, reject) =>
    signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
  );

beforeEach(() => {
  sent.length = 0;
  answerSignIn = () => json(200, { success: true });
  answerOptions = () => json(200, { options: signInOptions });
  vi.mocked(getPasskey).mockReset();
  stubApi((url, init) => {
    const path = url.replace(/^.*\/api\/v1/, '');
    sent.push({ path, body: init.body === undefined ? undefined : JSON.parse(String(init.body)) });
    if (path === '/passkey-sign-in/options') return answerOptions();
    if (path === '/passkey-sign-in') return answerSignIn();
    return json(404, { message: 'Not found.', errors: [] });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'featurePolicy');
});

describe('signing in with a passkey (issue 39)', () => {
  it('the button opens the browser’s prompt, and an accepted passkey opens the console', async () => {
    webauthnBrowser(false);
    vi.mocked(getPasskey).mockResolvedValue(assertion);
    const { user, location } = await renderComponent(<LoginPage />, { path: '/login' });
    // No suggestions in this browser: nothing is asked before the person does something.
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await vi.waitFor(() => expect(location()).toBe('/organizations?login=1'));
    expect(getPasskey).toHaveBeenCalledExactlyOnceWith(signInOptions);
    expect(sent).toEqual([
      { path: '/passkey-sign-in/options', body: undefined },
      { path: '/passkey-sign-in', body: { response: assertion } },
    ]);
  });

  it('offers passkeys among the e-mail field’s suggestions from the start, and ends that when the page goes away', async () => {
    webauthnBrowser(true);
    vi.mocked(getPasskey).mockImplementation(pendingUntilAborted);
    const { unmount } = await renderComponent(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute(
      'autocomplete',
      'username webauthn',
    );
    await vi.waitFor(() => expect(getPasskey).toHaveBeenCalledOnce());
    const [options, ceremony] = vi.mocked(getPasskey).mock.calls[0] ?? [];
    expect(options).toEqual(signInOptions);
    expect(ceremony?.autofill).toBe(true);
    expect(ceremony?.signal?.aborted).toBe(false);
    unmount();
    expect(ceremony?.signal?.aborted).toBe(true);
  });

  it('a passkey picked among the suggestions signs in; one the server refuses is named, and the suggestions start again', async () => {
    webauthnBrowser(true);
    vi.mocked(getPasskey).mockResolvedValueOnce(assertion).mockImplementation(pendingUntilAborted);
    answerSignIn = () =>
      json(401, {
        message: 'The passkey was not recognised.',
        errors: [
          {
            status: '401',
            code: 'passkey_not_recognised',
            title: 'Unauthorized',
            detail: 'passkey_not_recognised',
          },
        ],
      });
    const { location } = await renderComponent(<LoginPage />, { path: '/login' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Passkey not recognised');
    expect(alert).toHaveTextContent('This passkey does not belong to your account, or it was removed.');
    await vi.waitFor(() => expect(getPasskey).toHaveBeenCalledTimes(2));
    expect(location()).toBe('/login');
  });

  it('suggestions that cannot start leave the page as it was', async () => {
    webauthnBrowser(true);
    answerOptions = () => json(503, { message: 'Service Unavailable', errors: [] });
    await renderComponent(<LoginPage />, { path: '/login' });
    await vi.waitFor(() => expect(sent.map(({ path }) => path)).toContain('/passkey-sign-in/options'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(getPasskey).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled();
  });

  it('a closed prompt is said calmly; a refused passkey is named', async () => {
    webauthnBrowser(false);
    vi.mocked(getPasskey).mockRejectedValueOnce(
      new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'),
    );
    const { user, location } = await renderComponent(<LoginPage />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(
      await screen.findByText('No passkey was used. Try again, or log in with your password.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();

    vi.mocked(getPasskey).mockResolvedValueOnce(assertion);
    answerSignIn = () =>
      json(401, {
        message: 'Passkey not recognised.',
        errors: [{ status: '401', code: 'passkey_not_recognised', title: 'Unauthorized' }],
      });
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Passkey not recognised');
    expect(screen.queryByText('No passkey was used. Try again, or log in with your password.')).toBeNull();
    expect(location()).toBe('/login');
  });

  it('in Ukrainian', async () => {
    webauthnBrowser(false);
    await renderComponent(<LoginPage />, { path: '/login', locale: 'uk' });
    expect(screen.getByRole('button', { name: 'Вхід за ключем доступу' })).toBeInTheDocument();
  });

  it('where the page is not a secure context, there is no passkey button and the e-mail field is as before', async () => {
    vi.stubGlobal('isSecureContext', false);
    vi.stubGlobal('PublicKeyCredential', class {});
    await renderComponent(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('autocomplete', 'username');
    expect(getPasskey).not.toHaveBeenCalled();
  });

  it('where the page’s Permissions-Policy turns WebAuthn off, there is no passkey button either', async () => {
    webauthnBrowser(true);
    Object.defineProperty(document, 'featurePolicy', {
      configurable: true,
      value: { allowsFeature: (feature: string) => !feature.startsWith('publickey-credentials') },
    });
    await renderComponent(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
    expect(sent).toEqual([]);
  });
});
