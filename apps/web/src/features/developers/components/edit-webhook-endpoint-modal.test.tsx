import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderComponent } from '~/test/render';
import { json, sampleEndpoint, stubApi } from '../developers.test-support';
import { EditWebhookEndpointModal } from './edit-webhook-endpoint-modal';

/** PATCH /organization/webhook-endpoints/{id} as the API answers it, and what it was sent. */
const sent: Array<{ method: string | undefined; body: unknown }> = [];
beforeEach(() => {
  sent.length = 0;
  stubApi((_, init) => {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    sent.push({ method: init.method, body });
    return json(200, { data: { ...sampleEndpoint, attributes: { ...sampleEndpoint.attributes, ...body } } });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('editing a webhook endpoint (issue 37)', () => {
  it('starts from the endpoint as it is, keeps its mode, and sends only what changed', async () => {
    const onSaved = vi.fn();
    const { user } = await renderComponent(
      <EditWebhookEndpointModal
        endpoint={sampleEndpoint}
        need="password"
        onClose={vi.fn()}
        onSaved={onSaved}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit webhook endpoint' });
    const url = within(dialog).getByRole('textbox', { name: 'Endpoint URL' });
    expect(url).toHaveValue(sampleEndpoint.attributes.url);
    expect(within(dialog).getByRole('textbox', { name: 'Description (optional)' })).toHaveValue(
      'Order service',
    );
    // The mode is shown with why it stays; nothing to pick.
    expect(within(dialog).queryByRole('radiogroup', { name: 'Mode' })).toBeNull();
    expect(within(dialog).getByText(/An endpoint’s mode cannot be changed/)).toBeInTheDocument();

    await user.clear(url);
    await user.type(url, 'https://shop.example.com/v2/hooks');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Payment created' }));
    await user.click(within(dialog).getByRole('switch', { name: /^Enabled/ }));
    await user.type(within(dialog).getByLabelText('Your password'), 'Quiet-harbour-lantern-42');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(sent).toEqual([
      {
        method: 'PATCH',
        body: {
          url: 'https://shop.example.com/v2/hooks',
          event_types: ['payment.status_changed'],
          enabled: false,
          password: 'Quiet-harbour-lantern-42',
        },
      },
    ]);
  });
});
