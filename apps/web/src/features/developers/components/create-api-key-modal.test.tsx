import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProofNeed } from '~/features/auth';
import { renderComponent } from '~/test/render';
// It brings the contracts' schemas, as the page's list call has before any form opens (use-cidr-rule.ts).
import { json, sampleKey, stubApi } from '../developers.test-support';
import { CreateApiKeyModal } from './create-api-key-modal';

const secret = 'pg_test_3q2-7wEy0Uo1m4n5b6v7c8x9z0aAbBcCdDeEfFgGhHi';
const created = (name: string) => ({
  data: { ...sampleKey, attributes: { ...sampleKey.attributes, name, prefix: secret.slice(0, 12) } },
  meta: { secret },
});

/** The API as far as this dialog reaches it: the environment, then POST /organization/api-keys. */
let answerCreate: (body: Record<string, unknown>) => Response;
const sent: Array<Record<string, unknown>> = [];

beforeEach(() => {
  sent.length = 0;
  stubApi((url, init) => {
    if (url.endsWith('/api/v1/organization/api-keys') && init.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push(body);
      return answerCreate(body);
    }
    return json(404, { message: 'Not found.', errors: [] });
  });
});

afterEach(() => vi.unstubAllGlobals());

const dialog = (need: ProofNeed = 'password', onClose = vi.fn()) => (
  <CreateApiKeyModal need={need} onClose={onClose} />
);
const submit = () => screen.getByRole('button', { name: 'Create key' });

describe('creating an API key (issue 36)', () => {
  it('asks for a name, a permission and the password, in place, before anything is sent', async () => {
    const { user } = await renderComponent(dialog());
    const modes = screen.getByRole('radiogroup', { name: 'Mode' });
    expect(within(modes).getByRole('radio', { name: 'Test' })).toBeChecked();
    await user.click(submit());
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Required field'));
    expect(name).toHaveFocus();
    expect(screen.getByText('Choose at least one permission')).toBeInTheDocument();
    expect(screen.getByLabelText('Your password')).toHaveAccessibleDescription(
      expect.stringContaining('Required field'),
    );
    // Without two-factor authentication no code is asked.
    expect(screen.queryByRole('textbox', { name: 'Code from your app, or a recovery code' })).toBeNull();
    expect(sent).toEqual([]);
  });

  it('names the address line it cannot read, and a last day already past', async () => {
    const { user } = await renderComponent(dialog());
    const addresses = screen.getByRole('textbox', { name: 'Allowed addresses (optional)' });
    await user.type(addresses, '203.0.113.0/24{Enter}10.0.0.300');
    await user.type(screen.getByRole('textbox', { name: 'Year' }), '2020');
    await user.type(screen.getByRole('textbox', { name: 'Month' }), '01');
    await user.type(screen.getByRole('textbox', { name: 'Day' }), '15');
    await user.click(submit());
    expect(addresses).toHaveAccessibleDescription(
      expect.stringContaining('Line 2 is not an IP address or range: 10.0.0.300'),
    );
    expect(screen.getByText('Choose today or a later day')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('asks for a code as well where two-factor authentication is on', async () => {
    const { user } = await renderComponent(dialog('code'));
    await user.click(submit());
    expect(
      screen.getByRole('textbox', { name: 'Code from your app, or a recovery code' }),
    ).toHaveAccessibleDescription(expect.stringContaining('Required field'));
  });

  it('sends the key’s settings with the password, then shows its secret once, until closed', async () => {
    answerCreate = (body) => json(201, created(String(body.name)));
    const onClose = vi.fn();
    const { user } = await renderComponent(dialog('password', onClose));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '  Checkout server ');
    await user.click(screen.getByRole('checkbox', { name: /^Read payments/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Read events/ }));
    await user.type(screen.getByLabelText('Your password'), 'Quiet-harbour-lantern-42');
    await user.click(submit());

    const field = await screen.findByRole('textbox', { name: 'Secret key' });
    expect(field).toHaveValue(secret);
    expect(screen.getByRole('dialog', { name: 'Key created' })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        name: 'Checkout server',
        mode: 'test',
        permissions: ['payments:read', 'events:read'],
        allowed_cidrs: [],
        expires_at: null,
        password: 'Quiet-harbour-lantern-42',
      },
    ]);
    // The form and its password are gone; only the secret and the way out are left.
    expect(screen.queryByLabelText('Your password')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('says a wrong password on the password field, in the reader’s language', async () => {
    answerCreate = () =>
      json(422, {
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
    const { user } = await renderComponent(dialog(), { locale: 'uk' });
    await user.type(screen.getByRole('textbox', { name: 'Назва' }), 'Checkout');
    await user.click(screen.getByRole('checkbox', { name: /^Перегляд платежів/ }));
    await user.type(screen.getByLabelText('Ваш пароль'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Створити ключ' }));
    await screen.findByText('Це не ваш поточний пароль');
    const password = screen.getByLabelText('Ваш пароль');
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Це не ваш поточний пароль'));
    expect(password).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'Секретний ключ' })).toBeNull();
  });
});
