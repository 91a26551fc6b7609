import { type Passkey, passkeySchema } from '@paygrid/contracts/user/passkeys';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPasskey } from '~/features/auth';
import { json, stubApi } from '~/test/api-stub';
import { currentUserInCache } from '~/test/current-user';
import { renderComponent } from '~/test/render';
import { PasskeysCard } from './passkeys-card';

// jsdom has no WebAuthn: the browser's prompt is replaced where the console calls the library, and nowhere else.
const { getPasskey } = vi.hoisted(() => ({ getPasskey: vi.fn() }));
vi.mock('~/features/auth/api/webauthn', () => ({ createPasskey: vi.fn(), getPasskey }));

/** Two passkeys as GET /user/passkeys lists them (checked by the contract): one synced and used, one never used. */
const keychain: Passkey = passkeySchema.parse({
  id: 'pk_1a2b3c',
  name: 'iCloud Keychain',
  created_at: '2026-10-02T08:00:00.000Z',
  last_used_at: '2026-11-20T09:30:00.000Z',
  synced: true,
});
const securityKey: Passkey = passkeySchema.parse({
  id: 'pk_4d5e6f',
  name: 'YubiKey 5C',
  created_at: '2026-11-01T12:00:00.000Z',
  last_used_at: null,
  synced: false,
});

const registrationOptions = { challenge: 'c2lnbi1tZS11cA', rp: { name: 'Paygrid' } };
const proofOptions = {
  challenge: 'cHJvdmUtaXQ',
  allowCredentials: [{ id: 'a2V5Y2hhaW4', type: 'public-key' }],
};
const assertion = { id: 'a2V5Y2hhaW4', type: 'public-key', response: { signature: 'c2lnbmVk' } };
const registration = { id: 'bmV3LWNyZWRlbnRpYWw', type: 'public-key', response: { clientDataJSON: 'e30' } };

/** What the card sent, in order: method, path after /api/v1 and body. */
const sent: Array<{ method: string; path: string; body: unknown }> = [];
let passkeys: Passkey[] = [];
let answerOptions: () => Response;
let answerAdd: (body: { name: string }) => Response;

beforeEach(() => {
  sent.length = 0;
  passkeys = [keychain, securityKey];
  answerOptions = () => json(200, { options: registrationOptions });
  answerAdd = ({ name }) =>
    json(201, {
      data: { ...securityKey, id: 'pk_new', name, created_at: new Date().toISOString() },
      backupCodes: ['abcde-fghjk', 'lmnop-qrstu'],
    });
  vi.mocked(createPasskey).mockReset();
  vi.mocked(createPasskey).mockResolvedValue(registration);
  vi.mocked(getPasskey).mockReset();
  vi.mocked(getPasskey).mockResolvedValue(assertion);
  // A secure page of a browser with WebAuthn, unless a test says otherwise.
  vi.stubGlobal('isSecureContext', true);
  vi.stubGlobal('PublicKeyCredential', class {});
  stubApi((url, init) => {
    const path = url.replace(/^.*\/api\/v1/, '');
    const method = init.method ?? 'GET';
    const body = init.body === undefined ? undefined : (JSON.parse(String(init.body)) as unknown);
    if (method !== 'GET') sent.push({ method, path, body });
    if (method === 'GET' && path === '/user/passkeys') return json(200, { data: passkeys });
    if (method === 'POST' && path === '/user/passkeys/options') return answerOptions();
    if (method === 'POST' && path === '/user/passkeys/proof-options')
      return json(200, { options: proofOptions });
    if (method === 'POST' && path === '/user/passkeys') return answerAdd(body as { name: string });
    if (method === 'PATCH') return json(200, { data: { ...keychain, ...(body as object) } });
    if (method === 'DELETE') return json(200, { status: 'removed' });
    return json(404, { message: 'Not found.', errors: [] });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const card = ({ twoFactor = false, hasPasskeys = false } = {}) =>
  renderComponent(<PasskeysCard twoFactorEnabled={twoFactor} />, {
    cache: [currentUserInCache({ twoFactor, hasPasskeys })],
  });

const wrongPassword = json(422, {
  message: 'The presented password is invalid.',
  errors: [
    {
      status: '422',
      code: 'invalid_password',
      title: 'Invalid value',
      detail: 'The presented password is invalid.',
      source: { pointer: '/password' },
    },
  ],
});

describe('the passkeys of the security page (issue 39)', () => {
  it('lists each passkey with when it was added and last used, and whether it is synced', async () => {
    await card();
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('iCloud Keychain');
    expect(within(first as HTMLElement).getByText('Synced')).toBeInTheDocument();
    expect(first).toHaveTextContent(/Added .+ · Last used .+/);
    expect(second).toHaveTextContent('YubiKey 5C');
    expect(second).toHaveTextContent('Never used');
    expect(within(second as HTMLElement).queryByText('Synced')).toBeNull();
    expect(screen.getByRole('button', { name: 'Rename YubiKey 5C' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove iCloud Keychain' })).toBeInTheDocument();
  });

  it('adds a passkey: the name the browser suggests, the password, the browser’s prompt, then the recovery codes', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
    );
    const { user } = await card();
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    // Before anything is confirmed, the dialog says the other sessions end.
    expect(within(dialog).getByText('Adding a passkey signs you out everywhere else.')).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Firefox on Windows');
    // Without two-factor authentication only the password is asked.
    expect(
      within(dialog).queryByRole('textbox', { name: 'Code from your app, or a recovery code' }),
    ).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Create passkey' }));
    expect(within(dialog).getByLabelText('Your password')).toHaveAccessibleDescription(
      expect.stringContaining('Required field'),
    );
    expect(sent).toEqual([]);

    await user.clear(name);
    await user.type(name, '  Work laptop ');
    await user.type(within(dialog).getByLabelText('Your password'), 'Quiet-harbour-lantern-42');
    await user.click(within(dialog).getByRole('button', { name: 'Create passkey' }));

    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['abcde-fghjk', 'lmnop-qrstu']);
    expect(screen.getByRole('dialog', { name: 'Passkey added' })).toBeInTheDocument();
    expect(createPasskey).toHaveBeenCalledExactlyOnceWith(registrationOptions);
    expect(sent).toEqual([
      { method: 'POST', path: '/user/passkeys/options', body: { password: 'Quiet-harbour-lantern-42' } },
      { method: 'POST', path: '/user/passkeys', body: { name: 'Work laptop', response: registration } },
    ]);
    // The password is gone with the form; only the codes and the way out are left.
    expect(screen.queryByLabelText('Your password')).toBeNull();
  });

  it('asks for a code as well where two-factor authentication is on, and sends it with the password', async () => {
    answerAdd = ({ name }) => json(201, { data: { ...securityKey, id: 'pk_new', name } });
    const { user } = await card({ twoFactor: true });
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    // jsdom names no browser or system: the suggestion is the plain one.
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('My passkey');
    await user.type(within(dialog).getByLabelText('Your password'), 'Quiet-harbour-lantern-42');
    await user.click(within(dialog).getByRole('button', { name: 'Create passkey' }));
    const code = within(dialog).getByRole('textbox', { name: 'Code from your app, or a recovery code' });
    expect(code).toHaveAccessibleDescription(expect.stringContaining('Required field'));
    expect(sent).toEqual([]);

    await user.type(code, ' 123456 ');
    await user.click(within(dialog).getByRole('button', { name: 'Create passkey' }));
    // Not the account's first second factor: no codes, the dialog closes.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/user/passkeys/options',
      body: { password: 'Quiet-harbour-lantern-42', code: '123456' },
    });
    expect(sent[1]).toEqual({
      method: 'POST',
      path: '/user/passkeys',
      body: { name: 'My passkey', response: registration },
    });
  });

  it('says calmly that no passkey was added when the browser’s prompt is closed, and tries again on the same proof', async () => {
    vi.mocked(createPasskey).mockRejectedValueOnce(
      new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'),
    );
    const { user } = await card();
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    await user.type(within(dialog).getByLabelText('Your password'), 'Quiet-harbour-lantern-42');
    await user.click(within(dialog).getByRole('button', { name: 'Create passkey' }));

    const notice = await within(dialog).findByRole('status');
    expect(notice).toHaveTextContent('No passkey was added');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(sent.map(({ path }) => path)).toEqual(['/user/passkeys/options']);

    await user.click(within(dialog).getByRole('button', { name: 'Create passkey' }));
    await screen.findByRole('list', { name: 'Recovery codes' });
    expect(createPasskey).toHaveBeenCalledTimes(2);
    // The options the proof earned serve the second prompt: a code given is not spent again per try.
    expect(sent.map(({ path }) => path)).toEqual(['/user/passkeys/options', '/user/passkeys']);
  });

  it('says a wrong password on the password field, and never opens the browser’s prompt', async () => {
    answerOptions = () => wrongPassword;
    const { user } = await card();
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    await user.type(within(dialog).getByLabelText('Your password'), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Create passkey' }));
    await within(dialog).findByText('This is not your current password');
    expect(within(dialog).getByLabelText('Your password')).toHaveFocus();
    expect(createPasskey).not.toHaveBeenCalled();
  });

  it('removes a passkey behind the password and a code', async () => {
    const { user } = await card({ twoFactor: true });
    await user.click(await screen.findByRole('button', { name: 'Remove iCloud Keychain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove iCloud Keychain' });
    await user.type(within(dialog).getByLabelText('Your password'), 'Quiet-harbour-lantern-42');
    await user.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    expect(
      within(dialog).getByRole('textbox', { name: 'Code from your app, or a recovery code' }),
    ).toHaveAccessibleDescription(expect.stringContaining('Required field'));
    expect(sent).toEqual([]);

    passkeys = [securityKey];
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Code from your app, or a recovery code' }),
      'abcde-fghjk',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      {
        method: 'DELETE',
        path: '/user/passkeys/pk_1a2b3c',
        body: { password: 'Quiet-harbour-lantern-42', code: 'abcde-fghjk' },
      },
    ]);
    await waitFor(() => expect(screen.queryByText('iCloud Keychain')).toBeNull());
  });

  it('removes a passkey with another passkey as the proof where passkeys are the second factor (no TOTP)', async () => {
    const { user } = await card({ hasPasskeys: true });
    await user.click(await screen.findByRole('button', { name: 'Remove iCloud Keychain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove iCloud Keychain' });
    expect(
      within(dialog).getByText('After your password, your browser asks for one of your passkeys.'),
    ).toBeInTheDocument();
    // The recovery code is the way round a passkey not at hand: never required.
    expect(within(dialog).getByRole('textbox', { name: 'Or a recovery code' })).not.toBeRequired();
    await user.type(within(dialog).getByLabelText('Your password'), 'Quiet-harbour-lantern-42');
    await user.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getPasskey).toHaveBeenCalledWith(proofOptions);
    expect(sent).toEqual([
      { method: 'POST', path: '/user/passkeys/proof-options', body: undefined },
      {
        method: 'DELETE',
        path: '/user/passkeys/pk_1a2b3c',
        body: { password: 'Quiet-harbour-lantern-42', passkey: assertion },
      },
    ]);
  });

  it('takes a recovery code in place of the passkey, and says calmly when the passkey’s prompt is closed', async () => {
    vi.mocked(getPasskey).mockRejectedValueOnce(
      new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'),
    );
    const { user } = await card({ hasPasskeys: true });
    await user.click(await screen.findByRole('button', { name: 'Remove iCloud Keychain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove iCloud Keychain' });
    await user.type(within(dialog).getByLabelText('Your password'), 'Quiet-harbour-lantern-42');
    await user.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No passkey was used');
    expect(sent.map(({ method }) => method)).toEqual(['POST']);

    await user.type(within(dialog).getByRole('textbox', { name: 'Or a recovery code' }), 'abcde-fghjk');
    await user.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getPasskey).toHaveBeenCalledTimes(1);
    expect(sent.at(-1)).toEqual({
      method: 'DELETE',
      path: '/user/passkeys/pk_1a2b3c',
      body: { password: 'Quiet-harbour-lantern-42', code: 'abcde-fghjk' },
    });
  });

  it('asks a recovery code where the page cannot use passkeys and they are the second factor', async () => {
    vi.stubGlobal('isSecureContext', false);
    const { user } = await card({ hasPasskeys: true });
    await user.click(await screen.findByRole('button', { name: 'Remove iCloud Keychain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove iCloud Keychain' });
    await user.type(within(dialog).getByLabelText('Your password'), 'Quiet-harbour-lantern-42');
    await user.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    expect(within(dialog).getByRole('textbox', { name: 'Recovery code' })).toHaveAccessibleDescription(
      expect.stringContaining('Required field'),
    );
    expect(sent).toEqual([]);
    expect(getPasskey).not.toHaveBeenCalled();
  });

  it('renames a passkey without asking for the password', async () => {
    const { user } = await card();
    await user.click(await screen.findByRole('button', { name: 'Rename iCloud Keychain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename the passkey' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('iCloud Keychain');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Required field'));
    await user.type(name, 'Family iPad');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      { method: 'PATCH', path: '/user/passkeys/pk_1a2b3c', body: { name: 'Family iPad' } },
    ]);
  });

  it('where the page is not a secure context, says in one sentence that passkeys cannot be used, and offers none', async () => {
    vi.stubGlobal('isSecureContext', false);
    await card();
    expect(
      screen.getByText(
        'Passkeys cannot be used here: this browser does not support them, or the page is not on a secure (https) connection.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
  });

  it('where the browser has no WebAuthn, offers none either; in Ukrainian', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    await renderComponent(<PasskeysCard twoFactorEnabled={false} />, {
      cache: [currentUserInCache()],
      locale: 'uk',
    });
    expect(screen.getByRole('heading', { name: 'Ключі доступу' })).toBeInTheDocument();
    expect(screen.getByText(/^Тут не можна скористатися ключами доступу/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Додати ключ доступу' })).toBeNull();
  });
});
