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
import { PaymentDrawer } from './payment-drawer';

const offers = (
  capture: string | null,
  cancellation: string | null,
  refund: string | null = 'not_captured',
) => ({
  refund: { offered: refund === null, why: refund },
  capture: { offered: capture === null, why: capture },
  cancellation: { offered: cancellation === null, why: cancellation },
});

/** A test card pay-in of EUR 100.00 authorised, nothing captured yet. */
const authorised = paymentAnswer({
  status: 'authorized',
  mode: 'test',
  status_history: [
    { status: 'created', at: '2026-11-20T09:15:00.000Z' },
    { status: 'authorized', at: '2026-11-20T09:16:00.000Z' },
  ],
  captured_minor: '0',
  refundable_minor: '0',
  capturable_minor: '10000',
  operations_offered: offers(null, null),
});

/** The same with 40.00 captured: 60.00 may still be captured or released. */
const partlyCaptured = paymentAnswer({
  ...authorised.data.attributes,
  captured_minor: '4000',
  refundable_minor: '4000',
  capturable_minor: '6000',
  operations_offered: offers(null, null, null),
});

/** A payout of EUR 100.00 not yet processing. */
const payout = paymentAnswer({
  type: 'payout',
  status: 'created',
  mode: 'test',
  status_history: [{ status: 'created', at: '2026-11-20T09:15:00.000Z' }],
  captured_minor: '0',
  refundable_minor: '0',
  operations_offered: offers('not_a_payin', null, 'not_a_payin'),
});

const captureId = '01JD8X6Z3K4Q5R6S7T8V9W0XAE';
const pendingCapture = operationAnswer(captureId, {
  kind: 'capture',
  status: 'pending',
  mode: 'test',
  amount_minor: '4000',
  reason: null,
  note: 'First shipment',
  settles_by_itself_at: '2026-11-21T09:10:10.000Z',
  settled_at: null,
});

let payment: ReturnType<typeof paymentAnswer>;
let operations: { data: unknown[] };
let refusal: Response | undefined;
let role: 'admin' | 'viewer';
let posts: ReturnType<typeof recordedApi>['posts'];
beforeEach(() => {
  payment = authorised;
  operations = { data: [] };
  refusal = undefined;
  role = 'admin';
  posts = recordedApi((url) =>
    url.endsWith('/operations')
      ? json(200, operations)
      : url.endsWith('/captures') || url.endsWith('/cancellations')
        ? (refusal ?? json(201, { data: pendingCapture }))
        : json(200, url.endsWith('/organization') ? currentOrganizationOf(role, 'test') : payment),
  ).posts;
});
afterEach(() => vi.unstubAllGlobals());

const openDrawer = async (locale: 'en' | 'uk' = 'en') => {
  const rendered = await renderComponent(<PaymentDrawer id={id} onClose={vi.fn()} />, {
    cache: drawerCache(payment, operations, role),
    locale,
  });
  const drawer = await screen.findByRole('dialog', { name: locale === 'en' ? 'Payment' : 'Платіж' });
  return { ...rendered, drawer };
};

const figure = (drawer: HTMLElement, name: string) =>
  within(within(drawer).getByRole('table', { name: 'Operation figures' }))
    .getByRole('rowheader', { name })
    .closest('tr');

describe('captures and cancellations in the payment drawer (issue 38)', () => {
  it('shows an authorisation’s figures and offers Capture and Cancel, not Refund while nothing is captured', async () => {
    const { drawer } = await openDrawer();
    expect(within(drawer).getAllByText('Authorised').length).toBeGreaterThan(1);
    expect(figure(drawer, 'Authorised')).toHaveTextContent('100.00 EUR');
    expect(figure(drawer, 'Captured')).toHaveTextContent('0.00 EUR');
    expect(figure(drawer, 'Pending captures')).toHaveTextContent('0.00 EUR');
    expect(figure(drawer, 'Left to capture')).toHaveTextContent('100.00 EUR');
    expect(within(drawer).queryByRole('rowheader', { name: 'Left to refund' })).toBeNull();
    expect(within(drawer).getByRole('button', { name: 'Capture' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Cancel payment' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Refund' })).toBeNull();
    // Not being captured yet is no news on an authorisation: no line says it.
    expect(within(drawer).queryByText('Nothing is captured yet to refund.')).toBeNull();
  });

  it('offers neither Capture nor Cancel on a paid pay-in, and words no refusal of theirs', async () => {
    payment = paymentAnswer();
    const { drawer } = await openDrawer();
    await within(drawer).findByRole('button', { name: 'Refund' });
    expect(within(drawer).queryByRole('button', { name: 'Capture' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Cancel payment' })).toBeNull();
    expect(within(drawer).queryByRole('rowheader', { name: 'Authorised' })).toBeNull();
    expect(within(drawer).queryByText('Nothing is authorised to capture.')).toBeNull();
    expect(within(drawer).queryByText('This payment cannot be cancelled now.')).toBeNull();
  });

  it('says once why neither is offered while a cancellation is pending, and lists it without Capture', async () => {
    payment = paymentAnswer({
      ...partlyCaptured.data.attributes,
      cancellation_pending: true,
      operations_offered: offers('cancellation_pending', 'cancellation_pending', null),
    });
    operations = {
      data: [
        operationAnswer('01JD8X6Z3K4Q5R6S7T8V9W0XAF', {
          kind: 'cancellation',
          status: 'pending',
          amount_minor: '6000',
          reason: 'abandoned',
          note: '',
          settled_at: null,
        }),
        operationAnswer(captureId, { ...pendingCapture.attributes, status: 'succeeded' }),
      ],
    };
    const { drawer } = await openDrawer();
    expect(within(drawer).getAllByText('A cancellation is pending.')).toHaveLength(1);
    expect(within(drawer).queryByRole('button', { name: 'Capture' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Cancel payment' })).toBeNull();
    expect(within(drawer).getByRole('button', { name: 'Refund' })).toBeInTheDocument();
    const list = within(drawer).getByRole('list', { name: 'Operations on this payment' });
    const cancellation = within(list).getByRole('listitem', { name: 'Cancellation 60.00 EUR' });
    expect(cancellation).toHaveTextContent('Pending');
    expect(cancellation).toHaveTextContent('Order abandoned');
    expect(within(cancellation).getByRole('button', { name: 'Withdraw request' })).toBeInTheDocument();
    const capture = within(list).getByRole('listitem', { name: 'Capture 40.00 EUR' });
    expect(capture).toHaveTextContent('Succeeded');
    expect(capture).toHaveTextContent('First shipment');
    expect(capture).toHaveTextContent('Asked by Olena Admin');
  });

  it('captures part of the authorisation in minor units after restating what stays authorised', async () => {
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Capture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Capture payment' });
    expect(dialog).toHaveTextContent('100.00 EUR of the 100.00 EUR authorised is left to capture.');
    const amount = within(dialog).getByRole('textbox', { name: 'Amount (EUR)' });
    expect(amount).toHaveValue('100.00');
    await user.clear(amount);
    await user.type(amount, '100.01');
    await user.click(within(dialog).getByRole('button', { name: 'Review capture' }));
    expect(within(dialog).getByText('At most 100.00 EUR is left to capture.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '40');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'First shipment');
    await user.click(within(dialog).getByRole('button', { name: 'Review capture' }));
    expect(posts()).toEqual([]);

    const confirm = await screen.findByRole('dialog', { name: 'Confirm capture' });
    expect(confirm).toHaveTextContent('Capture 40.00 EUR of the 100.00 EUR authorised.');
    expect(confirm).toHaveTextContent('60.00 EUR stays authorised until captured or cancelled.');
    expect(confirm).toHaveTextContent('the sandbox settles it by itself within seconds');
    await user.click(within(confirm).getByRole('button', { name: 'Capture 40.00 EUR' }));
    await vi.waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toEqual({
      method: 'POST',
      url: expect.stringMatching(new RegExp(`/api/v1/payments/${id}/captures$`)),
      body: { amount_minor: '4000', note: 'First shipment' },
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm capture' })).toBeNull());
  });

  it('says a whole capture makes the payment paid, and words the server’s refusal in money', async () => {
    refusal = json(422, {
      message: 'At most 2500 minor units are left to capture.',
      errors: [
        {
          status: '422',
          code: 'amount_exceeds_capturable',
          title: 'Invalid value',
          detail: 'capturable 2500',
          source: { pointer: '/amount_minor' },
          meta: { params: { capturable_minor: '2500' } },
        },
      ],
    });
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Capture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Capture payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Review capture' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm capture' });
    expect(confirm).toHaveTextContent('Once it succeeds, the payment becomes paid.');
    await user.click(within(confirm).getByRole('button', { name: 'Capture 100.00 EUR' }));
    expect(await within(confirm).findByText('More than is left to capture')).toBeInTheDocument();
    expect(confirm).toHaveTextContent(
      'Another capture took part of the authorisation meanwhile: at most 25.00 EUR is left to capture.',
    );
  });

  it('words a capture no longer offered with why', async () => {
    refusal = json(409, {
      message: 'This payment cannot be captured now.',
      errors: [
        {
          status: '409',
          code: 'capture_not_offered',
          title: 'Conflict',
          detail: 'cancellation_pending',
          meta: { why: 'cancellation_pending' },
        },
      ],
    });
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Capture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Capture payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Review capture' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm capture' });
    await user.click(within(confirm).getByRole('button', { name: 'Capture 100.00 EUR' }));
    expect(await within(confirm).findByText('This payment cannot be captured now')).toBeInTheDocument();
    expect(confirm).toHaveTextContent('A cancellation is pending. Its state changed meanwhile');
  });

  it('voids an authorisation with nothing captured, sending the reason chosen', async () => {
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Cancel payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel payment' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
    await user.click(await screen.findByRole('option', { name: 'Duplicate payment' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Paid twice');
    await user.click(within(dialog).getByRole('button', { name: 'Review cancellation' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm cancellation' });
    expect(confirm).toHaveTextContent(
      'The authorisation of 100.00 EUR is voided; the payment becomes cancelled.',
    );
    expect(confirm).toHaveTextContent('Reason: Duplicate payment.');
    expect(posts()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel payment' }));
    await vi.waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toEqual({
      method: 'POST',
      url: expect.stringMatching(new RegExp(`/api/v1/payments/${id}/cancellations$`)),
      body: { reason: 'duplicate', note: 'Paid twice' },
    });
  });

  it('restates what a cancellation releases once something was captured, and for a payout', async () => {
    payment = partlyCaptured;
    const first = await openDrawer();
    await first.user.click(within(first.drawer).getByRole('button', { name: 'Cancel payment' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel payment' });
    await first.user.click(within(dialog).getByRole('button', { name: 'Review cancellation' }));
    let confirm = await screen.findByRole('dialog', { name: 'Confirm cancellation' });
    expect(confirm).toHaveTextContent(
      'The 60.00 EUR left of the authorisation is released; the payment becomes paid with the 40.00 EUR captured.',
    );
    first.unmount();

    payment = payout;
    const second = await openDrawer();
    expect(within(second.drawer).queryByRole('table', { name: 'Operation figures' })).toBeNull();
    expect(within(second.drawer).queryByRole('button', { name: 'Capture' })).toBeNull();
    await second.user.click(within(second.drawer).getByRole('button', { name: 'Cancel payment' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel payment' });
    await second.user.click(within(dialog).getByRole('button', { name: 'Review cancellation' }));
    confirm = await screen.findByRole('dialog', { name: 'Confirm cancellation' });
    expect(confirm).toHaveTextContent('The payout of 100.00 EUR is not sent; it becomes cancelled.');
  });

  it('tells a viewer who may capture and cancel instead of offering them, in Ukrainian too', async () => {
    role = 'viewer';
    const { drawer } = await openDrawer('uk');
    expect(within(drawer).getAllByText('Авторизовано').length).toBeGreaterThan(1);
    expect(within(drawer).queryByRole('button', { name: 'Списати' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Скасувати платіж' })).toBeNull();
    expect(
      within(drawer).getByText(
        'Повертають кошти, списують і скасовують платежі власники й адміністратори; учасники можуть про це попросити.',
      ),
    ).toBeInTheDocument();
  });
});
