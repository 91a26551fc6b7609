import { notifications } from '@mantine/notifications';
import { webhookDeliveryAnswerSchema } from '@paygrid/contracts/webhooks/webhook-delivery';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderComponent } from '~/test/render';
import { webhookKeys } from '../api/webhook-keys';
import { json, sampleDelivery, stubApi } from '../developers.test-support';
import { WebhookDeliveryDrawer } from './webhook-delivery-drawer';

const { id } = sampleDelivery.data;
const cache = [{ key: webhookKeys.delivery(id), schema: webhookDeliveryAnswerSchema, data: sampleDelivery }];

/** The calls that are not reads, with what they were sent; a read answers the delivery as it is. */
const sent: Array<{ url: string; body: unknown }> = [];
beforeEach(() => {
  sent.length = 0;
  stubApi((url, init) => {
    if ((init.method ?? 'GET') === 'GET') return json(200, sampleDelivery);
    sent.push({ url, body: JSON.parse(String(init.body)) });
    return json(202, { data: { type: 'webhook-delivery', id, attributes: { status: 'pending' } } });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The text of each cell of a table row, the row found by its header cell. */
const rowOf = (table: HTMLElement, name: string) =>
  [...(within(table).getByRole('rowheader', { name }).closest('tr')?.children ?? [])].map(
    (cell) => cell.textContent,
  );

describe('a webhook delivery’s drawer (issue 37)', () => {
  it('shows the delivery, the body as sent, and each attempt’s headers, answer and first KiB', async () => {
    await renderComponent(<WebhookDeliveryDrawer id={id} onClose={vi.fn()} />, { cache });
    const drawer = await screen.findByRole('dialog', { name: 'Webhook delivery' });
    expect(within(drawer).getByText('Payment status changed')).toBeInTheDocument();
    expect(within(drawer).getByText('Succeeded')).toBeInTheDocument();
    const facts = within(drawer).getByRole('table', { name: 'Delivery' });
    expect(rowOf(facts, 'Event')).toEqual(['Event', 'payment.status_changed']);
    expect(rowOf(facts, 'Endpoint')).toEqual(['Endpoint', 'https://shop.example.com/paygrid/webhooks']);
    expect(rowOf(facts, 'Attempts')).toEqual(['Attempts', '2']);
    expect(rowOf(facts, 'Next attempt')).toEqual(['Next attempt', '—']);
    expect(rowOf(facts, 'Message ID')).toEqual(['Message ID', 'msg_2f8a9c1e']);
    const created = within(facts)
      .getByRole('rowheader', { name: 'Created' })
      .closest('tr')
      ?.querySelector('time');
    expect(created).toHaveAttribute('datetime', '2026-11-20T09:15:00.000Z');

    // The body as sent, indented to be read.
    expect(within(drawer).getByRole('heading', { name: 'Request body' })).toBeInTheDocument();
    const indented = JSON.stringify(JSON.parse(sampleDelivery.data.attributes.payload), null, 2);
    expect(indented).toContain('\n  "timestamp"');
    expect(within(drawer).getByText(indented, { normalizer: (text) => text })).toBeInTheDocument();

    // Latest first: the resend by hand that got 200, then the scheduled one that got 500 and its answer.
    expect(
      within(drawer)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Attempt 2', 'Attempt 1']);
    expect(within(drawer).getByText('Sent by hand')).toBeInTheDocument();
    const second = within(drawer).getByRole('table', { name: 'Answer to attempt 2' });
    expect(rowOf(second, 'Response')).toEqual(['Response', '200']);
    expect(rowOf(second, 'Took')).toEqual(['Took', '87 ms']);
    const headers = within(drawer).getByRole('table', { name: 'Request headers of attempt 2' });
    expect(rowOf(headers, 'webhook-signature')).toEqual([
      'webhook-signature',
      'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
    ]);
    const first = within(drawer).getByRole('table', { name: 'Answer to attempt 1' });
    expect(rowOf(first, 'Response')).toEqual(['Response', '500']);
    // The status says it all: no error row repeats it.
    expect(within(first).queryByRole('rowheader', { name: 'Error' })).toBeNull();
    expect(within(drawer).getByText('{"error":"database is down"}')).toBeInTheDocument();
  });

  it('tells an attempt that got no answer, and why, in Ukrainian', async () => {
    const timedOut = {
      data: {
        ...sampleDelivery.data,
        attributes: {
          ...sampleDelivery.data.attributes,
          status: 'pending',
          attempts: 1,
          last_response_status: null,
          next_attempt_at: '2099-11-20T09:15:31.000Z',
          attempt_list: [
            {
              ...sampleDelivery.data.attributes.attempt_list[1],
              response_status: null,
              response_excerpt: null,
              error: 'No answer within 10 s',
              error_code: 'timeout',
            },
          ],
        },
      },
    };
    await renderComponent(<WebhookDeliveryDrawer id={id} onClose={vi.fn()} />, {
      cache: [{ key: webhookKeys.delivery(id), schema: webhookDeliveryAnswerSchema, data: timedOut }],
      locale: 'uk',
    });
    const drawer = await screen.findByRole('dialog', { name: 'Доставка вебхука' });
    expect(within(drawer).getByText('Очікує')).toBeInTheDocument();
    const answer = within(drawer).getByRole('table', { name: 'Відповідь на спробу 1' });
    expect(rowOf(answer, 'Відповідь')).toEqual(['Відповідь', 'Немає відповіді']);
    expect(rowOf(answer, 'Помилка')).toEqual(['Помилка', 'Немає відповіді за 10 секунд.']);
    expect(within(drawer).getByText('Відповідь не мала тіла.')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Надіслати ще раз' })).toBeInTheDocument();
  });

  it('resends the delivery from its drawer', async () => {
    const shown = vi.spyOn(notifications, 'show');
    const { user } = await renderComponent(<WebhookDeliveryDrawer id={id} onClose={vi.fn()} />, { cache });
    const drawer = await screen.findByRole('dialog', { name: 'Webhook delivery' });
    await user.click(within(drawer).getByRole('button', { name: 'Resend' }));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'The delivery is being sent again' }),
      ),
    );
    expect(sent).toEqual([
      { url: expect.stringMatching(new RegExp(`/api/v1/webhook-deliveries/${id}/resend$`)), body: {} },
    ]);
  });

  it('draws nothing while no delivery is chosen', async () => {
    await renderComponent(<WebhookDeliveryDrawer id={undefined} onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
