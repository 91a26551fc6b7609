import type { MemberRole } from '@paygrid/domain/organizations/roles';
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
  readerId,
  recordedApi,
  thresholdListAnswer,
} from '../payments.test-support';
import { PaymentDrawer } from './payment-drawer';

/** A card pay-in of EUR 100.00 paid in full: 100.00 left to refund. */
const payin = paymentAnswer();

const othersId = '01JD8X6Z3K4Q5R6S7T8V9W0XB1';
const ownId = '01JD8X6Z3K4Q5R6S7T8V9W0XB2';

/** A refund request of 30.00 waiting for approval, asked by Petro Member (not the reader) unless told otherwise. */
const waiting = (operationId: string, attributes: Record<string, unknown> = {}) =>
  operationAnswer(operationId, {
    status: 'awaiting_approval',
    requested_by_name: 'Petro Member',
    approval_expires_at: '2026-11-28T09:10:00.000Z',
    sent_at: null,
    settled_at: null,
    ...attributes,
  });

/** The same refund of the reader's own. */
const own = (attributes: Record<string, unknown> = {}) =>
  waiting(ownId, {
    amount_minor: '1500',
    requested_by_name: 'Olena Koval',
    requested_by_user_id: readerId,
    ...attributes,
  });

const proofRefusal = (code: string, pointer: string) =>
  json(422, {
    message: 'The presented proof is invalid.',
    errors: [{ status: '422', code, title: 'Invalid value', detail: 'EUR', source: { pointer } }],
  });

let role: MemberRole;
let operations: { data: unknown[] };
let thresholds: Array<{ currency: string; amount_minor: string }>;
let refusal: Response | undefined;
let posts: ReturnType<typeof recordedApi>['posts'];
beforeEach(() => {
  role = 'admin';
  operations = { data: [] };
  thresholds = [];
  refusal = undefined;
  posts = recordedApi((url, method) => {
    if (url.endsWith('/operations')) return json(200, operations);
    if (url.endsWith('/approval-thresholds')) return json(200, thresholdListAnswer(thresholds));
    if (method === 'POST') return refusal ?? json(201, { data: waiting(othersId) });
    return json(200, url.endsWith('/organization') ? currentOrganizationOf(role, 'live') : payin);
  }).posts;
});
afterEach(() => vi.unstubAllGlobals());

const openDrawer = async ({ twoFactor = false, locale = 'en' as 'en' | 'uk' } = {}) => {
  const rendered = await renderComponent(<PaymentDrawer id={id} onClose={vi.fn()} />, {
    cache: drawerCache(payin, operations, role, { twoFactor, thresholds }),
    locale,
  });
  const drawer = await screen.findByRole('dialog', { name: locale === 'en' ? 'Payment' : 'Платіж' });
  return { ...rendered, drawer };
};

/** Opens the refund dialog, types the amount and reviews it: the confirmation step. */
const reviewRefund = async ({ user, drawer }: Awaited<ReturnType<typeof openDrawer>>, amount: string) => {
  await user.click(within(drawer).getByRole('button', { name: 'Refund' }));
  const dialog = await screen.findByRole('dialog', { name: 'Refund payment' });
  const field = within(dialog).getByRole('textbox', { name: 'Amount (EUR)' });
  await user.clear(field);
  await user.type(field, amount);
  await user.click(within(dialog).getByRole('button', { name: 'Review refund' }));
  return screen.findByRole('dialog', { name: 'Confirm refund' });
};

const WAITS =
  'A second person approves this before it reaches the platform; it expires in 7 days if nobody does.';

describe('four-eyes approval of operations in the payment drawer (decision 0106)', () => {
  it('lets a member ask for a refund that waits for approval, with no password', async () => {
    role = 'member';
    const opened = await openDrawer();
    expect(
      within(opened.drawer).getByText('Your requests wait for an owner’s or admin’s approval.'),
    ).toBeInTheDocument();
    const confirm = await reviewRefund(opened, '50');
    expect(confirm).toHaveTextContent(WAITS);
    expect(confirm).not.toHaveTextContent('once it succeeds it cannot be undone');
    expect(within(confirm).queryByLabelText('Your password')).toBeNull();
    await opened.user.click(within(confirm).getByRole('button', { name: 'Ask to refund 50.00 EUR' }));
    await vi.waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toEqual({
      method: 'POST',
      url: expect.stringMatching(new RegExp(`/api/v1/payments/${id}/refunds$`)),
      body: { amount_minor: '5000', reason: 'requested_by_customer', note: '' },
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm refund' })).toBeNull());
  });

  it('lets an admin at or below the amount act at once, without the password', async () => {
    thresholds = [{ currency: 'EUR', amount_minor: '2000' }];
    const opened = await openDrawer();
    const confirm = await reviewRefund(opened, '20');
    expect(confirm).not.toHaveTextContent(WAITS);
    expect(confirm).toHaveTextContent('The platform carries it out; once it succeeds it cannot be undone.');
    expect(within(confirm).queryByLabelText('Your password')).toBeNull();
    await opened.user.click(within(confirm).getByRole('button', { name: 'Refund 20.00 EUR' }));
    await vi.waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({ amount_minor: '2000', reason: 'requested_by_customer', note: '' });
  });

  it('asks an admin above the amount for the password, sends it, and words a wrong one on its field', async () => {
    thresholds = [{ currency: 'EUR', amount_minor: '2000' }];
    const opened = await openDrawer();
    const confirm = await reviewRefund(opened, '20.01');
    expect(confirm).toHaveTextContent(WAITS);
    expect(confirm).toHaveTextContent(
      'It is above the organisation’s approval amount for EUR: confirm with your password.',
    );
    expect(within(confirm).queryByLabelText('Code from your app, or a recovery code')).toBeNull();
    const password = within(confirm).getByLabelText('Your password');
    const submit = within(confirm).getByRole('button', { name: 'Ask to refund 20.01 EUR' });
    await opened.user.click(submit);
    expect(password).toHaveAccessibleDescription('Required field');
    expect(posts()).toEqual([]);

    refusal = proofRefusal('invalid_password', '/password');
    await opened.user.type(password, 'not-my-password');
    await opened.user.click(submit);
    expect(await within(confirm).findByText('This is not your current password')).toBeInTheDocument();
    expect(posts()[0]?.body).toEqual({
      amount_minor: '2001',
      reason: 'requested_by_customer',
      note: '',
      password: 'not-my-password',
    });
    // Said on the field, not again in an alert above the restatement.
    expect(confirm).not.toHaveTextContent('The refund could not be sent');
  });

  it('asks for the password once the server says it is needed, though the amounts were not known', async () => {
    refusal = proofRefusal('approval_proof_required', '/password');
    const opened = await openDrawer();
    const confirm = await reviewRefund(opened, '50');
    await opened.user.click(within(confirm).getByRole('button', { name: 'Refund 50.00 EUR' }));
    const password = await within(confirm).findByLabelText('Your password');
    expect(password).toHaveAccessibleDescription(
      'Above the approval amount, enter your password to ask for it',
    );
    expect(confirm).toHaveTextContent(WAITS);
    expect(within(confirm).getByRole('button', { name: 'Ask to refund 50.00 EUR' })).toBeInTheDocument();
  });

  it('shows an admin Approve and Reject on another person’s waiting request, and Withdraw on their own', async () => {
    operations = { data: [own(), waiting(othersId)] };
    const { drawer } = await openDrawer();
    const list = within(drawer).getByRole('list', { name: 'Operations on this payment' });
    const others = within(list).getByRole('listitem', { name: 'Refund 30.00 EUR' });
    expect(others).toHaveTextContent('Awaiting approval');
    expect(others).toHaveTextContent('Asked by Petro Member');
    expect(others).toHaveTextContent('Waits for another owner’s or admin’s approval; expires');
    expect(within(others).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(others).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(within(others).queryByRole('button', { name: 'Withdraw request' })).toBeNull();
    const mine = within(list).getByRole('listitem', { name: 'Refund 15.00 EUR' });
    expect(within(mine).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(mine).queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(within(mine).getByRole('button', { name: 'Withdraw request' })).toBeInTheDocument();
  });

  it('approves with the password and the code, restating what was asked and by whom', async () => {
    operations = { data: [waiting(othersId)] };
    const { user, drawer } = await openDrawer({ twoFactor: true });
    await user.click(within(drawer).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this refund' });
    expect(dialog).toHaveTextContent(
      'Petro Member asked to refund 30.00 EUR. Once you approve it, the platform is told and carries it out.',
    );
    await user.type(within(dialog).getByLabelText('Your password'), 'Quiet-harbour-lantern-42');
    await user.type(within(dialog).getByLabelText('Code from your app, or a recovery code'), '123456');
    expect(posts()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toEqual({
      method: 'POST',
      url: expect.stringMatching(new RegExp(`/api/v1/payments/${id}/operations/${othersId}/approve$`)),
      body: { password: 'Quiet-harbour-lantern-42', code: '123456' },
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Approve this refund' })).toBeNull());
  });

  it('rejects after asking once, with no password', async () => {
    operations = { data: [waiting(othersId)] };
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Reject' }));
    const ask = await screen.findByRole('dialog', { name: 'Reject this refund request?' });
    expect(ask).toHaveTextContent('the platform never hears of the request');
    await user.click(within(ask).getByRole('button', { name: 'Reject request' }));
    await vi.waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.url).toMatch(new RegExp(`/payments/${id}/operations/${othersId}/reject$`));
  });

  it('shows a member Withdraw request on their own waiting request only, worded for a request never sent', async () => {
    role = 'member';
    operations = {
      data: [own(), waiting(othersId), operationAnswer('01JD8X6Z3K4Q5R6S7T8V9W0XB3', { status: 'pending' })],
    };
    const { user, drawer } = await openDrawer();
    const list = within(drawer).getByRole('list', { name: 'Operations on this payment' });
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    const mine = within(list).getByRole('listitem', { name: 'Refund 15.00 EUR' });
    await user.click(within(mine).getByRole('button', { name: 'Withdraw request' }));
    const ask = await screen.findByRole('dialog', { name: 'Withdraw this refund request?' });
    expect(ask).toHaveTextContent(
      '15.00 EUR is released and can be refunded again. The platform never heard of this request: nothing is told to it.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Withdraw request' }));
    await vi.waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.url).toMatch(new RegExp(`/payments/${id}/operations/${ownId}/withdraw$`));
  });

  it('shows a viewer no operation buttons, and says who approved, who rejected and what expired', async () => {
    role = 'viewer';
    const decided = { decided_by_name: 'Ivan Owner', decided_at: '2026-11-22T10:00:00.000Z' };
    operations = {
      data: [
        waiting(othersId),
        operationAnswer('01JD8X6Z3K4Q5R6S7T8V9W0XB4', { amount_minor: '1000', ...decided }),
        waiting('01JD8X6Z3K4Q5R6S7T8V9W0XB5', { status: 'rejected', amount_minor: '2000', ...decided }),
        waiting('01JD8X6Z3K4Q5R6S7T8V9W0XB6', { status: 'expired', amount_minor: '4000' }),
      ],
    };
    const { drawer } = await openDrawer();
    expect(within(drawer).queryByRole('button', { name: 'Refund' })).toBeNull();
    const list = within(drawer).getByRole('list', { name: 'Operations on this payment' });
    expect(within(list).queryAllByRole('button')).toEqual([]);
    expect(within(list).getByRole('listitem', { name: 'Refund 10.00 EUR' })).toHaveTextContent(
      'Approved by Ivan Owner',
    );
    const rejected = within(list).getByRole('listitem', { name: 'Refund 20.00 EUR' });
    expect(rejected).toHaveTextContent('Rejected');
    expect(rejected).toHaveTextContent('Rejected by Ivan Owner');
    expect(within(list).getByRole('listitem', { name: 'Refund 40.00 EUR' })).toHaveTextContent(
      'Expired without approval',
    );
  });

  it('tells a member in Ukrainian that the request waits for approval', async () => {
    role = 'member';
    const { user, drawer } = await openDrawer({ locale: 'uk' });
    await user.click(within(drawer).getByRole('button', { name: 'Повернути кошти' }));
    const dialog = await screen.findByRole('dialog', { name: 'Повернення коштів' });
    await user.click(within(dialog).getByRole('button', { name: 'Переглянути повернення' }));
    const confirm = await screen.findByRole('dialog', { name: 'Підтвердьте повернення' });
    expect(confirm).toHaveTextContent(
      'Перш ніж запит потрапить до платформи, його має схвалити інша людина; якщо ніхто не схвалить, запит спливе за 7 днів.',
    );
    expect(within(confirm).getByRole('button', { name: /^Попросити повернути / })).toBeInTheDocument();
    expect(within(confirm).queryByLabelText('Ваш пароль')).toBeNull();
  });
});
