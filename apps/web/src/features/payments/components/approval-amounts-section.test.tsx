import { currentOrganizationSchema } from '@paygrid/contracts/organizations/organization';
import type { MemberRole } from '@paygrid/domain/organizations/roles';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { organizationKeys } from '~/features/organizations';
import { json, stubApi } from '~/test/api-stub';
import { currentOrganizationOf } from '~/test/current-organization';
import { currentUserInCache } from '~/test/current-user';
import { renderComponent } from '~/test/render';
import { ApprovalAmountsSection } from './approval-amounts-section';

/** The catalogue's currencies as GET /system/enumerations names them: a few, of two kinds. */
const catalogue = [
  { value: 'EUR', label: 'Euro', type: 'national', exponent: 2 },
  { value: 'JPY', label: 'Yen', type: 'national', exponent: 0 },
  { value: 'USD', label: 'US Dollar', type: 'national', exponent: 2 },
  { value: 'BTC', label: 'Bitcoin', type: 'crypto', exponent: 8 },
];
const exponentOf = (code: string) => catalogue.find((currency) => currency.value === code)?.exponent ?? 0;

/** GET and PUT /organization/approval-thresholds as the API answers them. */
const listOf = (amounts: ReadonlyArray<Amount>) => ({
  data: amounts.map(({ currency, amount_minor }) => ({
    type: 'approval_threshold',
    id: currency,
    attributes: {
      currency,
      amount_minor,
      exponent: exponentOf(currency),
      updated_at: '2026-11-28T09:00:00.000Z',
    },
  })),
});

/** What the API holds, the bodies it was sent, and how it answers a PUT (as saved, unless a test says). */
type Amount = { currency: string; amount_minor: string };
let stored: Amount[] = [];
let sent: Array<Record<string, unknown>> = [];
let refusal: { status: number; body: unknown } | undefined;
beforeEach(() => {
  stored = [];
  sent = [];
  refusal = undefined;
  stubApi((url, init) => {
    if (url.includes('/system/enumerations')) {
      return json(200, { data: { enumerations: { 'system-currencies': catalogue } } });
    }
    if (url.endsWith('/organization/approval-thresholds') && init.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      sent.push(body);
      if (refusal) return json(refusal.status, refusal.body);
      // The API answers the list as saved, by currency code.
      stored = [...(body.thresholds as Amount[])].sort((a, b) => a.currency.localeCompare(b.currency));
      return json(200, listOf(stored));
    }
    if (url.endsWith('/organization/approval-thresholds')) return json(200, listOf(stored));
    return json(404, { message: 'Not found', errors: [] });
  });
});
afterEach(() => vi.unstubAllGlobals());

const organization = (role: MemberRole) => ({
  key: organizationKeys.current(),
  schema: currentOrganizationSchema,
  data: currentOrganizationOf(role),
});

const renderAs = (role: MemberRole, twoFactor = false) =>
  renderComponent(<ApprovalAmountsSection />, {
    cache: [organization(role), currentUserInCache({ twoFactor })],
  });

/** Each row of the list as read: the currency, then its amount. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('the approval amounts on the organisation settings page (issue 38)', () => {
  it('lists each currency’s amount in major units by its exponent, as the reader writes numbers', async () => {
    stored = [
      { currency: 'EUR', amount_minor: '100000' },
      { currency: 'JPY', amount_minor: '2000000' },
    ];
    await renderAs('member');
    const section = screen.getByRole('region', { name: 'Approval amounts' });
    expect(
      within(section).getByText(
        'Operations above the amount set for their currency will need a second person’s approval. A currency with no amount needs none.',
      ),
    ).toBeInTheDocument();
    const table = await within(section).findByRole('table', { name: 'Approval amounts' });
    await waitFor(() => expect(rowsOf(table)).toEqual(['EUR · Euro1,000.00 EUR', 'JPY · Yen2,000,000 JPY']));
  });

  it('lets an owner add EUR 1,000.00: the whole list is sent in minor units with the password', async () => {
    stored = [{ currency: 'USD', amount_minor: '50000' }];
    const { user } = await renderAs('owner');
    await user.click(await screen.findByRole('button', { name: 'Change amounts' }));
    // The currencies listed already are not offered again.
    await user.click(screen.getByRole('combobox', { name: 'Currency to add' }));
    expect(screen.queryByRole('option', { name: 'USD · US Dollar' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'EUR · Euro' }));
    await user.click(screen.getByRole('button', { name: 'Add currency' }));
    const amount = screen.getByRole('textbox', { name: 'Amount (EUR)' });
    await waitFor(() => expect(amount).toHaveFocus());
    await user.type(amount, '1000.00');
    await user.click(screen.getByRole('button', { name: 'Save amounts' }));

    const dialog = await screen.findByRole('dialog', { name: 'Save approval amounts' });
    expect(
      within(dialog).getByText(
        'Operations above these amounts will need a second person’s approval. Confirm with your password.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Code from your app/)).toBeNull();
    await user.type(within(dialog).getByLabelText('Your password'), 'Quiet-harbour-lantern-42');
    await user.click(within(dialog).getByRole('button', { name: 'Save amounts' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      {
        thresholds: [
          { currency: 'USD', amount_minor: '50000' },
          { currency: 'EUR', amount_minor: '100000' },
        ],
        password: 'Quiet-harbour-lantern-42',
      },
    ]);
    // The list as saved, read-only again.
    const table = await screen.findByRole('table', { name: 'Approval amounts' });
    expect(rowsOf(table)).toEqual(['EUR · Euro1,000.00 EUR', 'USD · US Dollar500.00 USD']);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows anyone but an owner the amounts with no way to change them', async () => {
    stored = [{ currency: 'EUR', amount_minor: '100000' }];
    await renderAs('admin');
    await screen.findByRole('table', { name: 'Approval amounts' });
    expect(screen.getByText('Only the organisation’s owners change these amounts.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('says when no amount is set that nothing needs approval', async () => {
    await renderAs('viewer');
    expect(await screen.findByText('No amounts set: nothing needs approval.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('refuses an amount with more decimals than its currency before anything is sent', async () => {
    stored = [{ currency: 'JPY', amount_minor: '2000000' }];
    const { user } = await renderAs('owner');
    await user.click(await screen.findByRole('button', { name: 'Change amounts' }));
    const amount = screen.getByRole('textbox', { name: 'Amount (JPY)' });
    await user.clear(amount);
    await user.type(amount, '1500.5');
    await user.click(screen.getByRole('button', { name: 'Save amounts' }));
    expect(amount).toHaveAccessibleDescription(/Enter a whole number, such as 1000: JPY has no decimals\./);
    expect(amount).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('asks a 2FA owner for a code too, and words a wrong password in the dialog and a refused currency on its row', async () => {
    stored = [{ currency: 'EUR', amount_minor: '100000' }];
    const { user } = await renderAs('owner', true);
    await user.click(await screen.findByRole('button', { name: 'Change amounts' }));
    await user.click(screen.getByRole('button', { name: 'Remove EUR' }));
    expect(screen.getByText('No amounts set: nothing needs approval.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Currency to add' }));
    await user.click(await screen.findByRole('option', { name: 'BTC · Bitcoin' }));
    await user.click(screen.getByRole('button', { name: 'Add currency' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount (BTC)' }), '0.5');
    await user.click(screen.getByRole('button', { name: 'Save amounts' }));

    // With two-factor authentication on, a code is asked too; a wrong password is said on its field.
    let dialog = await screen.findByRole('dialog', { name: 'Save approval amounts' });
    refusal = {
      status: 422,
      body: {
        message: 'The presented password is invalid.',
        errors: [
          {
            status: '422',
            code: 'invalid_password',
            title: 'Unprocessable Entity',
            detail: 'The presented password is invalid.',
            source: { pointer: '/password' },
          },
        ],
      },
    };
    expect(
      within(dialog).getByText(/Confirm with your password and a code from your authenticator app/),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Your password'), 'not-my-password');
    await user.click(within(dialog).getByRole('button', { name: 'Save amounts' }));
    const code = within(dialog).getByLabelText('Code from your app, or a recovery code');
    expect(code).toHaveAccessibleDescription('Required field');
    expect(sent).toEqual([]);
    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Save amounts' }));
    expect(await within(dialog).findByText('This is not your current password')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      thresholds: [{ currency: 'BTC', amount_minor: '50000000' }],
      password: 'not-my-password',
      code: '123456',
    });

    // A currency the catalogue no longer has is said on its own row, the dialog closed.
    refusal = {
      status: 422,
      body: {
        message: 'No currency BTC in the catalogue.',
        errors: [
          {
            status: '422',
            code: 'unknown_currency',
            title: 'Unprocessable Entity',
            detail: 'No currency BTC in the catalogue.',
            source: { pointer: '/thresholds/0/currency' },
          },
        ],
      },
    };
    await user.click(within(dialog).getByRole('button', { name: 'Save amounts' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const amount = screen.getByRole('textbox', { name: 'Amount (BTC)' });
    expect(amount).toHaveAccessibleDescription(/BTC is not a currency of the catalogue\./);
    expect(amount).toHaveFocus();

    // Saved again, the dialog is empty: nothing of the last password stays.
    refusal = undefined;
    await user.click(screen.getByRole('button', { name: 'Save amounts' }));
    dialog = await screen.findByRole('dialog', { name: 'Save approval amounts' });
    expect(within(dialog).getByLabelText('Your password')).toHaveValue('');
  });
});
