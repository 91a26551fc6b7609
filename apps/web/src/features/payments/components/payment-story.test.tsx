import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '~/test/api-stub';
import { currentUserInCache } from '~/test/current-user';
import { renderComponent } from '~/test/render';
import { paymentId as id } from '../payments.test-support';
import { PaymentStory } from './payment-story';

const refund = {
  kind: 'operation',
  operation_id: '01JD8X6Z3K4Q5R6S7T8V9W0R01',
  operation_kind: 'refund',
  amount_minor: '2500',
  currency: 'EUR',
  exponent: 2,
  awaiting_approval: true,
  failure_message: null,
};

/** A story as GET /payments/{id}/story answers it, newest first. */
const story = {
  data: [
    {
      kind: 'note',
      at: '2026-11-21T09:20:00.000Z',
      note_id: '01JD8X6Z3K4Q5R6S7T8V9W0N01',
      by: 'Mykola Member',
      text: 'Customer called.',
    },
    {
      kind: 'event',
      at: '2026-11-21T09:16:30.000Z',
      event_id: '7d3f6c2e-1b1a-4c8e-9a57-3f1e2d4c5b6a',
      event_type: 'refund.succeeded',
      operation_id: refund.operation_id,
      api_call: { key_name: 'Checkout server', idempotency_key: 'refund-done-1' },
      deliveries: [
        {
          id: '2f0a3c51-4b6d-4e8f-9a1b-2c3d4e5f6a7b',
          endpoint_url: 'https://hooks.example.com/paygrid',
          status: 'succeeded',
          attempts: 2,
          last_response_status: 200,
        },
      ],
    },
    { ...refund, step: 'succeeded', at: '2026-11-21T09:16:30.000Z', by: null },
    { ...refund, step: 'approved', at: '2026-11-21T09:12:00.000Z', by: 'Olena Admin' },
    { ...refund, step: 'requested', at: '2026-11-21T09:10:00.000Z', by: 'Mykola Member' },
    { kind: 'status', at: '2026-11-20T10:00:00.000Z', status: 'success' },
  ],
};

beforeEach(() => {
  stubApi((url) => (url.endsWith('/story') ? json(200, story) : json(404, { errors: [] })));
});
afterEach(() => vi.unstubAllGlobals());

describe('the payment’s story (issue 38)', () => {
  it('tells each step newest first: the note, the platform’s call and its deliveries, the approval, the request', async () => {
    await renderComponent(
      <PaymentStory paymentId={id} version="2026-11-21T09:20:00.000Z" watching={false} />,
      {
        cache: [currentUserInCache()],
      },
    );
    const section = screen.getByRole('region', { name: 'Story' });
    await within(section).findByText('Note by Mykola Member');
    const titles = within(section)
      .getAllByText(/^(Note by|Event:|Refund of|Became)/)
      .map((element) => element.textContent);
    expect(titles).toEqual([
      'Note by Mykola Member',
      'Event: Refund succeeded',
      'Refund of 25.00 EUR succeeded',
      'Refund of 25.00 EUR approved by Olena Admin',
      'Refund of 25.00 EUR asked for by Mykola Member',
      'Became Success',
    ]);
    expect(within(section).getByText('It waited for a second person’s approval.')).toBeInTheDocument();
    expect(
      within(section).getByText(
        'Made by the platform API with the key “Checkout server”, Idempotency-Key refund-done-1.',
      ),
    ).toBeInTheDocument();
    const deliveries = within(section).getByRole('list', { name: 'Webhook deliveries' });
    const link = within(deliveries).getByRole('link', {
      name: 'https://hooks.example.com/paygrid: Succeeded after 2 attempts',
    });
    expect(link).toHaveAttribute('href', '/developers/webhooks/2f0a3c51-4b6d-4e8f-9a1b-2c3d4e5f6a7b');
  });

  it('speaks Ukrainian', async () => {
    await renderComponent(
      <PaymentStory paymentId={id} version="2026-11-21T09:20:00.000Z" watching={false} />,
      {
        cache: [currentUserInCache()],
        locale: 'uk',
      },
    );
    const section = screen.getByRole('region', { name: 'Історія' });
    expect(await within(section).findByText('Нотатка від Mykola Member')).toBeInTheDocument();
    expect(within(section).getByText(/: схвалив\(ла\) Olena Admin$/)).toBeInTheDocument();
  });
});
