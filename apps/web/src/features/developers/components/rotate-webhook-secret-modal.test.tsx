import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderComponent } from '~/test/render';
import { json, sampleEndpoint, stubApi } from '../developers.test-support';
import { RotateWebhookSecretModal } from './rotate-webhook-secret-modal';

const newSecret = 'whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD';

/** POST …/rotate-secret as the API answers it, and what it was sent. */
const sent: Array<{ url: string; body: unknown }> = [];
beforeEach(() => {
  sent.length = 0;
  stubApi((url, init) => {
    sent.push({ url, body: JSON.parse(String(init.body)) });
    return json(200, {
      data: {
        ...sampleEndpoint,
        attributes: {
          ...sampleEndpoint.attributes,
          secret_prefix: newSecret.slice(0, 10),
          previous_secret_expires_at: '2026-11-21T09:15:00.000Z',
        },
      },
      meta: { secret: newSecret },
    });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('rotating an endpoint’s signing secret (issue 37)', () => {
  it('keeps the old secret signing a day unless told otherwise, asks the password, then shows the new one once', async () => {
    const onClose = vi.fn();
    const { user } = await renderComponent(
      <RotateWebhookSecretModal endpoint={sampleEndpoint} need="password" onClose={onClose} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Rotate the signing secret' });
    expect(within(dialog).getByText(sampleEndpoint.attributes.url)).toBeInTheDocument();
    const overlap = within(dialog).getByRole('radiogroup', { name: 'The old secret keeps signing' });
    expect(
      within(overlap)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['No', 'For 1 hour', 'For 24 hours']);
    expect(within(overlap).getByRole('radio', { name: 'For 24 hours' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Rotate secret' }));
    expect(within(dialog).getByLabelText('Your password')).toHaveAccessibleDescription(
      expect.stringContaining('Required field'),
    );
    expect(sent).toEqual([]);

    await user.click(within(overlap).getByRole('radio', { name: 'For 1 hour' }));
    await user.type(within(dialog).getByLabelText('Your password'), 'Quiet-harbour-lantern-42');
    await user.click(within(dialog).getByRole('button', { name: 'Rotate secret' }));
    const shown = await screen.findByRole('dialog', { name: 'New signing secret' });
    expect(within(shown).getByRole('textbox', { name: 'Signing secret' })).toHaveValue(newSecret);
    expect(sent).toEqual([
      {
        url: expect.stringMatching(
          /\/api\/v1\/organization\/webhook-endpoints\/4a1b2c3d-5e6f-4a7b-8c9d-0e1f2a3b4c5d\/rotate-secret$/,
        ),
        body: { overlap_hours: 1, password: 'Quiet-harbour-lantern-42' },
      },
    ]);
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('is worded in Ukrainian', async () => {
    await renderComponent(
      <RotateWebhookSecretModal endpoint={sampleEndpoint} need="code" onClose={vi.fn()} />,
      {
        locale: 'uk',
      },
    );
    const dialog = screen.getByRole('dialog', { name: 'Заміна секрету підпису' });
    const overlap = within(dialog).getByRole('radiogroup', { name: 'Старий секрет підписуватиме й далі' });
    expect(within(overlap).getByRole('radio', { name: 'Ще 24 години' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Замінити секрет' })).toBeInTheDocument();
  });
});
