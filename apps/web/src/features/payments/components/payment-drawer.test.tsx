import { paymentDetailSchema } from '@paygrid/contracts/payments/payment';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderComponent } from '~/test/render';
import { paymentKeys } from '../api/payment-keys';
import { PaymentDrawer } from './payment-drawer';

const id = '01JD8X6Z3K4Q5R6S7T8V9W0XYZ';

/** An exchange as GET /payments/{id} answers it: UAH sold for EUR, failed once, then paid. */
const exchange = {
  data: {
    type: 'payment',
    id,
    attributes: {
      type: 'exchange',
      status: 'success',
      mode: 'live',
      amount_minor: '4500075',
      currency: 'UAH',
      exponent: 2,
      target_amount_minor: '100000',
      target_currency: 'EUR',
      target_exponent: 2,
      rate: '0.0222',
      fee_minor: '1250',
      method: 'card',
      vendor: 'VISA',
      three_ds: true,
      customer_email: 'olena@paygrid.test',
      customer_country: 'UA',
      reference: 'ORD-1042',
      description: 'Exchange for a supplier',
      failure_reason: null,
      failure_message: null,
      created_at: '2026-11-20T09:15:00.000Z',
      updated_at: '2026-11-20T09:16:30.000Z',
      status_history: [
        { status: 'created', at: '2026-11-20T09:15:00.000Z' },
        { status: 'failed', at: '2026-11-20T09:15:40.000Z', reason: 'Card declined by the issuer' },
        { status: 'success', at: '2026-11-20T09:16:30.000Z' },
      ],
      metadata: [{ key: 'order_id', value: '1042' }],
      captured_minor: '0',
      refunded_minor: '0',
      refund_pending_minor: '0',
      refundable_minor: '0',
      capture_pending_minor: '0',
      capturable_minor: '0',
      cancellation_pending: false,
      operations_offered: {
        refund: { offered: false, why: 'not_a_payin' },
        capture: { offered: false, why: 'not_a_payin' },
        cancellation: { offered: false, why: 'not_cancellable' },
      },
    },
  },
};

const cache = [{ key: paymentKeys.detail(id), schema: paymentDetailSchema, data: exchange }];

const declinedId = '01JD8X6Z3K4Q5R6S7T8V9W0XZZ';
/** A card pay-in the platform declined for want of funds, in its own words. */
const declined = {
  data: {
    ...exchange.data,
    id: declinedId,
    attributes: {
      ...exchange.data.attributes,
      type: 'payin',
      status: 'failed',
      target_amount_minor: null,
      target_currency: null,
      target_exponent: null,
      rate: null,
      failure_reason: 'insufficient_funds',
      failure_message: 'NSF: balance 12.00 below 45,000.75',
      status_history: [
        { status: 'created', at: '2026-11-20T09:15:00.000Z' },
        { status: 'failed', at: '2026-11-20T09:15:40.000Z', reason: 'NSF: balance 12.00 below 45,000.75' },
      ],
    },
  },
};
const declinedCache = [{ key: paymentKeys.detail(declinedId), schema: paymentDetailSchema, data: declined }];

describe('the payment drawer, as an operator reads a payment', () => {
  it('shows every field, the exchange leg in major units, the status history and the metadata', async () => {
    await renderComponent(<PaymentDrawer id={id} onClose={vi.fn()} />, { cache });
    const drawer = await screen.findByRole('dialog', { name: 'Payment' });
    const fields = within(drawer).getByRole('table', { name: 'Payment fields' });
    const row = (name: string) => within(fields).getByRole('rowheader', { name }).closest('tr');
    expect(row('Amount')).toHaveTextContent('45,000.75 UAH');
    expect(row('Reference')).toHaveTextContent('ORD-1042');
    expect(within(drawer).getByText('1,000.00 EUR')).toBeInTheDocument();
    expect(within(drawer).getByText('Rate: 1 UAH = 0.0222 EUR')).toBeInTheDocument();
    expect(within(drawer).getByText('Card declined by the issuer')).toBeInTheDocument();
    const metadata = within(drawer).getByRole('table', { name: 'Metadata' });
    expect(within(metadata).getByRole('rowheader', { name: 'order_id' })).toBeInTheDocument();
  });

  it('closes by its button, and says so in Ukrainian', async () => {
    const onClose = vi.fn();
    const { user } = await renderComponent(<PaymentDrawer id={id} onClose={onClose} />, {
      cache,
      locale: 'uk',
    });
    const drawer = await screen.findByRole('dialog', { name: 'Платіж' });
    expect(within(drawer).getByRole('table', { name: 'Поля платежу' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Закрити платіж' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('explains a failure: the declared reason, what to do, and the platform’s own words (issue 32)', async () => {
    await renderComponent(<PaymentDrawer id={declinedId} onClose={vi.fn()} />, { cache: declinedCache });
    const drawer = await screen.findByRole('dialog', { name: 'Payment' });
    const failure = within(drawer).getByRole('alert');
    expect(failure).toHaveTextContent('Why it failed');
    expect(failure).toHaveTextContent('Insufficient funds');
    expect(failure).toHaveTextContent('What to do: Ask the customer to top up');
    expect(failure).toHaveTextContent('The platform said: NSF: balance 12.00 below 45,000.75');
  });

  it('explains a failure in Ukrainian, the platform’s words kept as they came', async () => {
    await renderComponent(<PaymentDrawer id={declinedId} onClose={vi.fn()} />, {
      cache: declinedCache,
      locale: 'uk',
    });
    const drawer = await screen.findByRole('dialog', { name: 'Платіж' });
    const failure = within(drawer).getByRole('alert');
    expect(failure).toHaveTextContent('Чому не вдалося');
    expect(failure).toHaveTextContent('Недостатньо коштів');
    expect(failure).toHaveTextContent('Що робити: Попросіть клієнта поповнити рахунок');
    expect(failure).toHaveTextContent('Повідомлення платформи: NSF: balance 12.00 below 45,000.75');
    // The history's last step reads as the declared reason too, not the platform's English.
    expect(within(drawer).getAllByText('Недостатньо коштів')).toHaveLength(2);
  });

  it('draws nothing while no payment is chosen', async () => {
    await renderComponent(<PaymentDrawer id={undefined} onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
