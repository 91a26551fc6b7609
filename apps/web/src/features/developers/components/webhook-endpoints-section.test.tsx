import { notifications } from '@mantine/notifications';
import { webhookEndpointListSchema } from '@paygrid/contracts/webhooks/webhook-endpoint';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openActionMenu, renderComponent } from '~/test/render';
import { webhookKeys } from '../api/webhook-keys';
import { json, sampleDelivery, sampleEndpoint, stubApi } from '../developers.test-support';
import { WebhookEndpointsSection } from './webhook-endpoints-section';

const { attributes } = sampleEndpoint;
const failingUrl = 'https://old.example.com/hooks';

/** GET /organization/webhook-endpoints: a live endpoint that works, and a test one Paygrid turned off for failing. */
const endpoints = [
  sampleEndpoint,
  {
    type: 'webhook-endpoint',
    id: '9f8e7d6c-5b4a-4938-8271-605f4e3d2c1b',
    attributes: {
      ...attributes,
      url: failingUrl,
      description: '',
      mode: 'test',
      event_types: ['payment.status_changed'],
      enabled: false,
      disabled_reason: 'failing',
      failing_since: '2026-11-15T10:00:00.000Z',
      secret_prefix: 'whsec_Zz01',
      previous_secret_expires_at: '2099-11-21T09:00:00.000Z',
    },
  },
];
const cache = [
  { key: webhookKeys.endpoints(), schema: webhookEndpointListSchema, data: { data: endpoints } },
];

/** What the API lists (a refetch reads the same), and every other call the section makes with what it was sent. */
let stored: unknown[] = endpoints;
const calls: Array<{ method: string; path: string; body: unknown }> = [];
beforeEach(() => {
  stored = endpoints;
  calls.length = 0;
  stubApi((url, init) => {
    const path = new URL(url, 'http://localhost').pathname.replace('/api/v1', '');
    const method = init.method ?? 'GET';
    if (method === 'GET') return json(200, { data: stored });
    calls.push({ method, path, body: init.body === undefined ? undefined : JSON.parse(String(init.body)) });
    if (path.endsWith('/test'))
      return json(202, { data: { ...sampleDelivery.data, attributes: { status: 'pending' } } });
    if (path.endsWith('/resend-failed')) return json(200, { meta: { resent: 3 } });
    if (method === 'DELETE') {
      stored = endpoints.filter((endpoint) => !path.endsWith(endpoint.id));
      return json(200, { status: 'deleted' });
    }
    return json(200, {
      data: { ...endpoints[1], attributes: { ...endpoints[1]?.attributes, enabled: true } },
    });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The text of each cell of a row, the row found by its header cell (the endpoint's URL). */
const rowOf = (url: string) =>
  within(screen.getByRole('rowheader', { name: url }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** Opens a row's menu once it has arrived (an on-demand part), as a person's pointer reaches the button first. */

describe('the webhook endpoints on the Developers page (issue 37)', () => {
  it('lists each endpoint’s URL, mode, events, secret and whether it works, with the way to the log', async () => {
    await renderComponent(<WebhookEndpointsSection mode="live" need="password" />, { cache });
    expect(screen.getByRole('heading', { level: 2, name: 'Webhooks' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Delivery log' })).toHaveAttribute(
      'href',
      '/developers/webhooks',
    );
    expect(screen.getByRole('button', { name: 'Add endpoint' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Webhook endpoints' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['URL', 'Description', 'Mode', 'Events', 'Secret', 'Status', 'Actions']);
    expect(rowOf(attributes.url)).toEqual([
      'Order service',
      'Live',
      'Payment createdPayment status changed',
      'whsec_Q2x9…',
      'Enabled',
      '',
    ]);
    const [description, mode, events, secret, status] = rowOf(failingUrl);
    expect([description, mode, events]).toEqual(['—', 'Test', 'Payment status changed']);
    expect(secret).toMatch(/^whsec_Zz01…Old secret also signs until/);
    expect(status).toMatch(/^Disabled after failingFailing since/);
  });

  it('says the same in Ukrainian', async () => {
    await renderComponent(<WebhookEndpointsSection mode="live" need="password" />, { cache, locale: 'uk' });
    expect(screen.getByRole('heading', { level: 2, name: 'Вебхуки' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Журнал доставок' })).toBeInTheDocument();
    screen.getByRole('table', { name: 'Кінцеві точки вебхуків' });
    expect(rowOf(attributes.url).slice(1, 5)).toEqual([
      'Робочий',
      'Платіж створеноСтатус платежу змінено',
      'whsec_Q2x9…',
      'Увімкнено',
    ]);
    expect(rowOf(failingUrl)[4]).toMatch(/^Вимкнено через збоїЗбої з/);
  });

  it('tells an organisation without endpoints what they are for, with one way to add the first', async () => {
    stored = [];
    const { user } = await renderComponent(<WebhookEndpointsSection mode="test" need="password" />, {
      cache: [{ key: webhookKeys.endpoints(), schema: webhookEndpointListSchema, data: { data: [] } }],
    });
    expect(screen.getByRole('heading', { level: 3, name: 'No webhook endpoints yet' })).toBeInTheDocument();
    const add = screen.getAllByRole('button', { name: 'Add endpoint' });
    expect(add).toHaveLength(1);
    await user.click(add[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook endpoint' });
    // A new endpoint starts in the mode the console shows.
    expect(within(dialog).getByRole('radio', { name: 'Test' })).toBeChecked();
  });

  it('sends a test event from the row’s menu, and says where its delivery shows', async () => {
    const shown = vi.spyOn(notifications, 'show');
    const { user } = await renderComponent(<WebhookEndpointsSection mode="live" need="password" />, {
      cache,
    });
    const menu = await openActionMenu(user, `Actions for ${attributes.url}`);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Send test event', 'Resend failed…', 'Edit', 'Disable', 'Rotate secret', 'Delete']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Send test event' }));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(
        expect.objectContaining({
          message: `A test event is on its way to ${attributes.url}. Follow it in the delivery log.`,
        }),
      ),
    );
    expect(calls).toEqual([
      { method: 'POST', path: `/organization/webhook-endpoints/${sampleEndpoint.id}/test`, body: {} },
    ]);

    // An endpoint of the other mode: its delivery is in that mode's log.
    await user.click(
      within(await openActionMenu(user, `Actions for ${failingUrl}`)).getByRole('menuitem', {
        name: 'Send test event',
      }),
    );
    await waitFor(() =>
      expect(shown).toHaveBeenLastCalledWith(
        expect.objectContaining({
          message: `A test event is on its way to ${failingUrl}. It shows in the delivery log of the other mode (Test).`,
        }),
      ),
    );
  });

  it('turns an endpoint Paygrid turned off back on, behind the password', async () => {
    const { user } = await renderComponent(<WebhookEndpointsSection mode="live" need="password" />, {
      cache,
    });
    const menu = await openActionMenu(user, `Actions for ${failingUrl}`);
    await user.click(within(menu).getByRole('menuitem', { name: 'Enable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enable this endpoint?' });
    expect(
      within(dialog).getByText(new RegExp(`Paygrid sends ${failingUrl} the events`)),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Your password'), 'Quiet-harbour-lantern-42');
    await user.click(within(dialog).getByRole('button', { name: 'Enable endpoint' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([
      {
        method: 'PATCH',
        path: `/organization/webhook-endpoints/${endpoints[1]?.id}`,
        body: { enabled: true, password: 'Quiet-harbour-lantern-42' },
      },
    ]);
  });

  it('resends what failed since a day ago unless told otherwise, and says how many', async () => {
    const shown = vi.spyOn(notifications, 'show');
    const { user } = await renderComponent(<WebhookEndpointsSection mode="live" need="password" />, {
      cache,
    });
    await user.click(
      within(await openActionMenu(user, `Actions for ${attributes.url}`)).getByRole('menuitem', {
        name: 'Resend failed…',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Resend failed deliveries' });
    const before = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    const [call] = calls as unknown as [{ path: string; body: { since: string } }];
    expect(call.path).toBe(`/organization/webhook-endpoints/${sampleEndpoint.id}/resend-failed`);
    const since = Date.parse(call.body.since);
    // A day before now, to the minute.
    expect(before - since).toBeGreaterThanOrEqual(24 * 3600_000);
    expect(before - since).toBeLessThan(24 * 3600_000 + 60_000);
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(
        expect.objectContaining({ message: '3 failed deliveries are being sent again' }),
      ),
    );
  });

  it('deletes an endpoint once asked, without a password', async () => {
    const { user } = await renderComponent(<WebhookEndpointsSection mode="live" need="password" />, {
      cache,
    });
    await user.click(
      within(await openActionMenu(user, `Actions for ${attributes.url}`)).getByRole('menuitem', {
        name: 'Delete',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this endpoint?' });
    expect(within(dialog).getByText(attributes.url)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Your password')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Delete endpoint' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([
      { method: 'DELETE', path: `/organization/webhook-endpoints/${sampleEndpoint.id}`, body: undefined },
    ]);
    // The list is read again, without it; no failure is shown.
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: attributes.url })).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
