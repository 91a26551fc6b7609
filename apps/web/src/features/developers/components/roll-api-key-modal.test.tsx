import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderComponent } from '~/test/render';
import { json, sampleKey, stubApi } from '../developers.test-support';
import { RollApiKeyModal } from './roll-api-key-modal';

const newSecret = 'pg_test_Zx9Q7wEy0Uo1m4n5b6v7c8x9z0aAbBcCdDeEfFgGhHi';
const key = sampleKey;

/** POST /organization/api-keys/{id}/roll as the API answers it, and what it was sent. */
const sent: Array<{ url: string; body: unknown }> = [];
beforeEach(() => {
  sent.length = 0;
  stubApi((url, init) => {
    sent.push({ url, body: JSON.parse(String(init.body)) });
    return json(200, {
      data: {
        ...key,
        attributes: {
          ...key.attributes,
          prefix: newSecret.slice(0, 12),
          previous_secret_expires_at: '2026-11-21T09:15:00.000Z',
        },
      },
      meta: { secret: newSecret },
    });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('rolling a key’s secret (issue 36)', () => {
  it('chooses how long the old secret lasts, asks the password, then shows the new secret once', async () => {
    const onClose = vi.fn();
    const { user } = await renderComponent(<RollApiKeyModal apiKey={key} need="code" onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Roll the secret of Checkout server' });
    const grace = within(dialog).getByRole('radiogroup', { name: 'The old secret stops working' });
    expect(
      within(grace)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Now', 'In 1 hour', 'In 24 hours']);
    expect(within(grace).getByRole('radio', { name: 'Now' })).toBeChecked();

    // Two-factor authentication is on: the code is needed as well.
    await user.type(within(dialog).getByLabelText('Your password'), 'Quiet-harbour-lantern-42');
    await user.click(within(dialog).getByRole('button', { name: 'Roll secret' }));
    const code = within(dialog).getByRole('textbox', { name: 'Code from your app, or a recovery code' });
    expect(code).toHaveAccessibleDescription(expect.stringContaining('Required field'));
    expect(sent).toEqual([]);

    await user.click(within(grace).getByRole('radio', { name: 'In 24 hours' }));
    await user.type(code, ' 123456 ');
    await user.click(within(dialog).getByRole('button', { name: 'Roll secret' }));
    const shown = await screen.findByRole('dialog', { name: 'New secret for Checkout server' });
    expect(within(shown).getByRole('textbox', { name: 'Secret key' })).toHaveValue(newSecret);
    expect(sent).toEqual([
      {
        url: expect.stringMatching(
          /\/api\/v1\/organization\/api-keys\/0b6e2f4a-8c1d-4e3f-a5b7-c9d1e3f5a7b9\/roll$/,
        ),
        body: { grace_hours: 24, password: 'Quiet-harbour-lantern-42', code: '123456' },
      },
    ]);
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
