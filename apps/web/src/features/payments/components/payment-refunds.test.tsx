import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '~/test/api-stub';
import { currentOrganizationOf } from '~/test/current-organization';
import { renderComponent } from '~/test/render';
import {
  drawerCache,
  paymentId as id,
  operationAnswer,
  paymentAnswer,
  recordedApi,
} from '../payments.test-support';
import { typedMinor } from './operation-amount';
import { PaymentDrawer } from './payment-drawer';

const pendingId = '01JD8X6Z3K4Q5R6S7T8V9W0XAC';

/** A card pay-in of EUR 100.00, 30.00 refunded already and 20.00 pending. */
const payin = paymentAnswer({
  status: 'partially_refunded',
  status_history: [
    { status: 'created', at: '2026-11-20T09:15:00.000Z' },
    { status: 'success', at: '2026-11-20T09:16:00.000Z' },
    { status: 'partially_refunded', at: '2026-11-21T09:16:30.000Z' },
  ],
  refunded_minor: '3000',
  refund_pending_minor: '2000',
  refundable_minor: '5000',
});

const operations = {
  data: [
    operationAnswer(pendingId, {
      status: 'pending',
      amount_minor: '2000',
      settled_at: null,
      requested_via: 'api',
      reason: 'duplicate',
      note: '',
    }),
    operationAnswer('01JD8X6Z3K4Q5R6S7T8V9W0XAD'),
  ],
};

const cacheFor = (role: Parameters<typeof drawerCache>[2]) => drawerCache(payin, operations, role);

/** What the console sent, and what the API answers each call. */
let posts: () => Array<{ method: string; url: string; body: unknown }>;
let answer: (url: string) => Response;
beforeEach(() => {
  answer = (url) =>
    url.endsWith('/operations')
      ? json(200, operations)
      : url.includes('/refunds') || url.endsWith('/withdraw')
        ? json(201, { data: operations.data[0] })
        : json(200, url.includes('/organization') ? currentOrganizationOf('admin', 'live') : payin);
  posts = recordedApi((url) => answer(url)).posts;
});
afterEach(() => vi.unstubAllGlobals());

describe('refunds in the payment drawer (issue 38)', () => {
  it('shows what was captured, refunded, pending and left, and each refund with who asked', async () => {
    await renderComponent(<PaymentDrawer id={id} onClose={vi.fn()} />, { cache: cacheFor('admin') });
    const drawer = await screen.findByRole('dialog', { name: 'Payment' });
    const figures = within(drawer).getByRole('table', { name: 'Operation figures' });
    const row = (name: string) => within(figures).getByRole('rowheader', { name }).closest('tr');
    expect(row('Captured')).toHaveTextContent('100.00 EUR');
    expect(row('Refunded')).toHaveTextContent('30.00 EUR');
    expect(row('Pending refunds')).toHaveTextContent('20.00 EUR');
    expect(row('Left to refund')).toHaveTextContent('50.00 EUR');
    const list = within(drawer).getByRole('list', { name: 'Operations on this payment' });
    const pending = within(list).getByRole('listitem', { name: 'Refund 20.00 EUR' });
    expect(pending).toHaveTextContent('Pending');
    expect(pending).toHaveTextContent('Duplicate payment');
    expect(pending).toHaveTextContent('Asked through the platform API');
    expect(pending).toHaveTextContent('Waits for the platform to carry it out.');
    const done = within(list).getByRole('listitem', { name: 'Refund 30.00 EUR' });
    expect(done).toHaveTextContent('Succeeded');
    expect(done).toHaveTextContent('One item returned');
    expect(done).toHaveTextContent('Asked by Olena Admin');
  });

  it('refunds in major units after a confirmation that restates it, and refuses more than is left', async () => {
    const { user } = await renderComponent(<PaymentDrawer id={id} onClose={vi.fn()} />, {
      cache: cacheFor('admin'),
    });
    const drawer = await screen.findByRole('dialog', { name: 'Payment' });
    await user.click(within(drawer).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund payment' });
    expect(dialog).toHaveTextContent('50.00 EUR of 100.00 EUR is left to refund.');
    const amount = within(dialog).getByRole('textbox', { name: 'Amount (EUR)' });
    expect(amount).toHaveValue('50.00');
    await user.clear(amount);
    await user.type(amount, '50.01');
    await user.click(within(dialog).getByRole('button', { name: 'Review refund' }));
    expect(within(dialog).getByText('At most 50.00 EUR is left to refund.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '12.505');
    await user.click(within(dialog).getByRole('button', { name: 'Review refund' }));
    expect(within(dialog).getByText(/at most 2 decimals/)).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '12,5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Scratched lid');
    await user.click(within(dialog).getByRole('button', { name: 'Review refund' }));
    expect(posts()).toEqual([]);

    const confirm = await screen.findByRole('dialog', { name: 'Confirm refund' });
    expect(confirm).toHaveTextContent('Refund 12.50 EUR of the 100.00 EUR paid by olena@paygrid.test.');
    expect(confirm).toHaveTextContent('Reason: Requested by the customer.');
    // Focus moves with the step, never to the page behind the dialog: back to the amount, forward to the button.
    expect(within(confirm).getByRole('button', { name: 'Refund 12.50 EUR' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('textbox', { name: 'Amount (EUR)' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Review refund' }));
    expect(within(confirm).getByRole('button', { name: 'Refund 12.50 EUR' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Refund 12.50 EUR' }));
    await vi.waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toEqual({
      method: 'POST',
      url: expect.stringMatching(new RegExp(`/api/v1/payments/${id}/refunds$`)),
      body: { amount_minor: '1250', reason: 'requested_by_customer', note: 'Scratched lid' },
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm refund' })).toBeNull());
  });

  it('words a refusal the server sends, in the dialog', async () => {
    answer = (url) =>
      url.includes('/refunds')
        ? json(422, {
            message: 'At most 100 minor units are left to refund.',
            errors: [
              {
                status: '422',
                code: 'amount_exceeds_refundable',
                title: 'Invalid value',
                meta: { params: { refundable_minor: '100' } },
              },
            ],
          })
        : url.endsWith('/operations')
          ? json(200, operations)
          : json(200, payin);
    const { user } = await renderComponent(<PaymentDrawer id={id} onClose={vi.fn()} />, {
      cache: cacheFor('owner'),
    });
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Review refund' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm refund' });
    await user.click(within(confirm).getByRole('button', { name: 'Refund 50.00 EUR' }));
    expect(await within(confirm).findByText('More than is left to refund')).toBeInTheDocument();
    expect(confirm).toHaveTextContent('at most 1.00 EUR is left to refund.');
  });

  it('withdraws a pending request after asking', async () => {
    const { user } = await renderComponent(<PaymentDrawer id={id} onClose={vi.fn()} />, {
      cache: cacheFor('admin'),
    });
    const list = await screen.findByRole('list', { name: 'Operations on this payment' });
    await user.click(within(list).getByRole('button', { name: 'Withdraw request' }));
    const ask = await screen.findByRole('dialog', { name: 'Withdraw this refund request?' });
    expect(ask).toHaveTextContent('20.00 EUR is released');
    expect(posts()).toEqual([]);
    await user.click(within(ask).getByRole('button', { name: 'Withdraw request' }));
    await vi.waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.url).toMatch(new RegExp(`/payments/${id}/operations/${pendingId}/withdraw$`));
  });

  it('tells a viewer who may refund instead of offering the button, in Ukrainian too', async () => {
    const asAdmin = answer;
    answer = (url) =>
      url.endsWith('/organization') ? json(200, currentOrganizationOf('viewer', 'live')) : asAdmin(url);
    await renderComponent(<PaymentDrawer id={id} onClose={vi.fn()} />, {
      cache: cacheFor('viewer'),
      locale: 'uk',
    });
    const drawer = await screen.findByRole('dialog', { name: 'Платіж' });
    expect(within(drawer).queryByRole('button', { name: 'Повернути кошти' })).toBeNull();
    expect(
      within(drawer).getByText(
        'Повертають кошти, списують і скасовують платежі власники й адміністратори; учасники можуть про це попросити.',
      ),
    ).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Відкликати запит' })).toBeNull();
    expect(within(drawer).getAllByText('Частково повернено').length).toBeGreaterThan(0);
  });

  it('reads a typed amount exactly, with a point or a comma, and nothing else', () => {
    expect(typedMinor('12.5', 2)).toBe(1250n);
    expect(typedMinor('12,50', 2)).toBe(1250n);
    expect(typedMinor(' 1 000.00 ', 2)).toBe(100000n);
    expect(typedMinor('12.505', 2)).toBeUndefined();
    expect(typedMinor('1,000.00', 2)).toBeUndefined();
    expect(typedMinor('-5', 2)).toBeUndefined();
    expect(typedMinor('7', 0)).toBe(7n);
    // A comma before three digits may group thousands or be a decimal comma: refused, never guessed.
    expect(typedMinor('1,000', 2)).toBeUndefined();
    expect(typedMinor('1,500', 0)).toBeUndefined();
    expect(typedMinor('1,5', 2)).toBe(150n);
  });
});
