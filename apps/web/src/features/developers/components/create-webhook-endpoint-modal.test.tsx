import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderComponent } from '~/test/render';
import { json, sampleEndpoint, stubApi } from '../developers.test-support';
import { CreateWebhookEndpointModal } from './create-webhook-endpoint-modal';

const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const url = 'https://shop.example.com/paygrid/webhooks';

/** The API as far as this dialog reaches it: POST /organization/webhook-endpoints, and what it was sent. */
let answerCreate: (body: Record<string, unknown>) => Response;
const sent: Array<Record<string, unknown>> = [];

beforeEach(() => {
  sent.length = 0;
  stubApi((address, init) => {
    if (address.endsWith('/api/v1/organization/webhook-endpoints') && init.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push(body);
      return answerCreate(body);
    }
    return json(404, { message: 'Not found.', errors: [] });
  });
});
afterEach(() => vi.unstubAllGlobals());

/** A 422 the API answers for the URL, with the reason it names when it names one. */
const refused = (detail: string, reason?: string) =>
  json(422, {
    message: detail,
    errors: [
      {
        status: '422',
        code: 'webhook_url_refused',
        title: 'Webhook URL refused',
        detail,
        source: { pointer: '/url' },
        ...(reason ? { meta: { params: { reason } } } : {}),
      },
    ],
  });

describe('adding a webhook endpoint (issue 37)', () => {
  it('starts in the console’s mode with every event ticked, and checks the URL, events and password first', async () => {
    const { user } = await renderComponent(
      <CreateWebhookEndpointModal mode="test" need="code" onClose={vi.fn()} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Add webhook endpoint' });
    expect(within(dialog).getByRole('radio', { name: 'Test' })).toBeChecked();
    const events = within(dialog).getByRole('group', { name: 'Events to send' });
    expect(within(events).getByRole('checkbox', { name: 'Payment created' })).toBeChecked();
    const changed = within(events).getByRole('checkbox', { name: 'Payment status changed' });
    // Each worded for people, with the name a receiver reads in the body.
    expect(changed).toHaveAccessibleDescription(
      'payment.status_changed · The platform reported a payment’s new status, such as Success or Failed. A status change made by a refund, capture or cancellation comes with that operation’s own event instead (such as refund.succeeded), which carries the payment.',
    );
    expect(
      within(events)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual([
      'payment.created',
      'payment.status_changed',
      'refund.created',
      'refund.succeeded',
      'refund.failed',
      'refund.withdrawn',
      'capture.created',
      'capture.succeeded',
      'capture.failed',
      'capture.withdrawn',
      'cancellation.created',
      'cancellation.succeeded',
      'cancellation.failed',
      'cancellation.withdrawn',
    ]);
    for (const box of within(events).getAllByRole('checkbox')) expect(box).toBeChecked();
    expect(within(events).getByRole('checkbox', { name: 'Refund requested' })).toHaveAccessibleDescription(
      'refund.created · A refund was asked for: carry it out and report the result.',
    );
    expect(within(dialog).getByRole('switch', { name: /^Enabled/ })).toBeChecked();

    await user.type(within(dialog).getByRole('textbox', { name: 'Endpoint URL' }), 'shop.example.com/hooks');
    for (const box of within(events).getAllByRole('checkbox')) await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    const field = within(dialog).getByRole('textbox', { name: 'Endpoint URL' });
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Enter a whole URL, starting with https://'),
    );
    expect(field).toHaveFocus();
    expect(within(dialog).getByText('Choose at least one event')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Your password')).toHaveAccessibleDescription(
      expect.stringContaining('Required field'),
    );
    expect(
      within(dialog).getByRole('textbox', { name: 'Code from your app, or a recovery code' }),
    ).toHaveAccessibleDescription(expect.stringContaining('Required field'));
    expect(sent).toEqual([]);
  });

  it('sends the endpoint with the password, then shows its signing secret once, until closed', async () => {
    answerCreate = (body) =>
      json(201, {
        data: {
          ...sampleEndpoint,
          attributes: { ...sampleEndpoint.attributes, url: body.url, mode: body.mode },
        },
        meta: { secret },
      });
    const onClose = vi.fn();
    const { user } = await renderComponent(
      <CreateWebhookEndpointModal mode="live" need="password" onClose={onClose} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Endpoint URL' }), ` ${url} `);
    await user.type(screen.getByRole('textbox', { name: 'Description (optional)' }), 'Order service');
    // Every event but one left out.
    const events = screen.getByRole('group', { name: 'Events to send' });
    for (const box of within(events).getAllByRole('checkbox'))
      if (box.getAttribute('value') !== 'payment.status_changed') await user.click(box);
    await user.type(screen.getByLabelText('Your password'), 'Quiet-harbour-lantern-42');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));

    const shown = await screen.findByRole('dialog', { name: 'Endpoint added' });
    expect(within(shown).getByRole('textbox', { name: 'Signing secret' })).toHaveValue(secret);
    expect(within(shown).getByText(/rotate the secret to get a new one/)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        url,
        description: 'Order service',
        mode: 'live',
        event_types: ['payment.status_changed'],
        enabled: true,
        password: 'Quiet-harbour-lantern-42',
      },
    ]);
    expect(screen.queryByLabelText('Your password')).toBeNull();
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('says why the server refused the URL on its field, in Ukrainian', async () => {
    answerCreate = () =>
      refused(
        'A webhook URL must reach a public address: private, loopback and link-local addresses are refused.',
        'private_address',
      );
    const { user } = await renderComponent(
      <CreateWebhookEndpointModal mode="live" need="password" onClose={vi.fn()} />,
      { locale: 'uk' },
    );
    const dialog = screen.getByRole('dialog', { name: 'Нова кінцева точка вебхука' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'URL кінцевої точки' }),
      'https://10.0.0.5/hooks',
    );
    await user.type(within(dialog).getByLabelText('Ваш пароль'), 'Quiet-harbour-lantern-42');
    await user.click(within(dialog).getByRole('button', { name: 'Додати кінцеву точку' }));
    const field = within(dialog).getByRole('textbox', { name: 'URL кінцевої точки' });
    await within(dialog).findByText(/Використайте адресу, доступну з інтернету/);
    expect(field).toHaveAccessibleDescription(expect.stringContaining('приватні, локальні (loopback)'));
    expect(field).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'Секрет підпису' })).toBeNull();
  });

  it('shows a refusal it has no words for as the server said it', async () => {
    answerCreate = () => refused('The webhook URL’s port is not allowed.');
    const { user } = await renderComponent(
      <CreateWebhookEndpointModal mode="live" need="password" onClose={vi.fn()} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Endpoint URL' }), 'https://shop.example.com:25/');
    await user.type(screen.getByLabelText('Your password'), 'Quiet-harbour-lantern-42');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('The webhook URL’s port is not allowed.')).toBeInTheDocument();
  });

  it('tells the organisation’s endpoint limit above the form', async () => {
    answerCreate = () =>
      json(422, {
        message: 'This organisation has 20 webhook endpoints, the most it may keep.',
        errors: [{ status: '422', code: 'webhook_endpoint_limit', title: 'Too many webhook endpoints' }],
      });
    const { user } = await renderComponent(
      <CreateWebhookEndpointModal mode="live" need="password" onClose={vi.fn()} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Endpoint URL' }), url);
    await user.type(screen.getByLabelText('Your password'), 'Quiet-harbour-lantern-42');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('Webhook endpoint limit reached')).toBeInTheDocument();
    expect(screen.getByText(/Delete one it no longer needs/)).toBeInTheDocument();
  });
});
