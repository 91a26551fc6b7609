import type { WebhookDeliveryRow } from '@paygrid/contracts/webhooks/webhook-delivery';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '~/locales/en.json';
import { renderComponent } from '~/test/render';
import { webhookDeliveryCells } from './webhook-delivery-columns';

const row = (attributes: WebhookDeliveryRow['attributes']): WebhookDeliveryRow => ({
  type: 'webhook-delivery',
  id: '7e6d5c4b-3a29-4817-9f6e-5d4c3b2a1908',
  attributes,
});

/** The cells as the grid draws them, in English, each instant as its ISO text. */
async function cellsOf(delivery: WebhookDeliveryRow, path = '/developers/webhooks') {
  const t = i18next.createInstance({ lng: 'en', resources: { en: { translation: en } } });
  await t.init();
  const cells = webhookDeliveryCells({ t: t.t, instant: (at) => `at ${at}` });
  return renderComponent(
    <table>
      <tbody>
        <tr>
          {Object.entries(cells).map(([param, cell]) => (
            <td key={param} data-param={param}>
              {cell(delivery)}
            </td>
          ))}
        </tr>
      </tbody>
    </table>,
    { path },
  );
}

const textOf = (param: string) => document.querySelector(`[data-param="${param}"]`)?.textContent;

describe('the delivery log’s cells (issue 37)', () => {
  it('words the event as a link to its detail that keeps the query, and the status and answer calmly', async () => {
    await cellsOf(
      row({
        created_at: '2026-11-20T09:15:00.000Z',
        event_type: 'webhook.test',
        endpoint_url: 'https://shop.example.com/hooks',
        status: 'succeeded',
        attempts: 1,
        last_response_status: 204,
        last_attempt_at: '2026-11-20T09:15:01.000Z',
        next_attempt_at: null,
      }),
      '/developers/webhooks?filter[status]=succeeded',
    );
    expect(screen.getByRole('link', { name: 'Test event' })).toHaveAttribute(
      'href',
      '/developers/webhooks/7e6d5c4b-3a29-4817-9f6e-5d4c3b2a1908?filter[status]=succeeded',
    );
    expect(textOf('status')).toBe('Succeeded');
    expect(document.querySelector('[data-param="status"] [data-status]')).toHaveAttribute(
      'data-status',
      'succeeded',
    );
    expect(textOf('endpoint')).toBe('https://shop.example.com/hooks');
    expect(textOf('attempts')).toBe('1');
    expect(textOf('response')).toBe('204at 2026-11-20T09:15:01.000Z');
    expect(document.querySelector('[data-param="response"] [data-ok]')).toHaveAttribute('data-ok', 'true');
    expect(textOf('next_attempt_at')).toBe('—');
  });

  it('says when none answered, and when the next attempt is due', async () => {
    await cellsOf(
      row({
        event_type: 'payment.created',
        status: 'pending',
        attempts: 3,
        last_response_status: null,
        last_attempt_at: '2026-11-20T09:15:01.000Z',
        next_attempt_at: '2026-11-20T09:25:01.000Z',
      }),
    );
    expect(textOf('status')).toBe('Pending');
    expect(textOf('response')).toBe('No responseat 2026-11-20T09:15:01.000Z');
    expect(textOf('next_attempt_at')).toBe('at 2026-11-20T09:25:01.000Z');
  });

  it('shows a failed answer in red, and nothing before a first attempt', async () => {
    await cellsOf(
      row({
        event_type: 'payment.status_changed',
        status: 'failed',
        last_response_status: 503,
        last_attempt_at: '2026-11-20T09:15:01.000Z',
      }),
    );
    expect(document.querySelector('[data-param="response"] [data-ok]')).toHaveAttribute('data-ok', 'false');
    document.body.innerHTML = '';
    await cellsOf(row({ status: 'pending', attempts: 0, last_attempt_at: null, last_response_status: null }));
    expect(textOf('response')).toBe('—');
  });
});
