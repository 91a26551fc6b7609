import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForPath } from './support/accounts';
import { checkAccessibility } from './support/axe';
import { type ConsoleUnderTest, startConsole, stopConsole } from './support/console';
import { ownerWithTestPayIn, platformCall } from './support/platform';

describe('refunds (issue 38): an owner refunds part of a test payment and the sandbox settles it (Chromium)', () => {
  let running: ConsoleUnderTest;
  const suffix = randomUUID().slice(0, 6);

  beforeAll(async () => {
    running = await startConsole();
  });
  afterAll(async () => {
    await stopConsole(running);
  });

  it('asks for the amount in major units, restates it, then shows it pending and settled', {
    timeout: 150_000,
  }, async () => {
    // A paid pay-in of EUR 125.50 the platform reports with a test key; the console in test mode, on its drawer.
    const alias = `refunds-${suffix}`;
    const { page, port, secret, paymentId } = await ownerWithTestPayIn(running, alias, {
      amount_minor: '12550',
      status: 'success',
    });
    try {
      await page.goto(`http://${alias}.app.localhost:${port}/payments/${paymentId}`);
      await waitForPath(page, `/payments/${paymentId}`);
      const drawer = page.getByRole('dialog', { name: 'Payment' });
      const figures = drawer.getByRole('table', { name: 'Operation figures' });
      await figures.waitFor();
      expect(await figures.getByRole('row').filter({ hasText: 'Left to refund' }).textContent()).toContain(
        '125.50 EUR',
      );

      await drawer.getByRole('button', { name: 'Refund', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Refund payment' });
      const amount = dialog.getByRole('textbox', { name: 'Amount (EUR)' });
      expect(await amount.inputValue()).toBe('125.50');
      await amount.fill('130');
      await dialog.getByRole('button', { name: 'Review refund' }).click();
      await dialog.getByText('At most 125.50 EUR is left to refund.').waitFor();
      await amount.fill('25.5');
      await dialog.getByRole('combobox', { name: 'Reason' }).click();
      await page.getByRole('option', { name: 'Product not received' }).click();
      await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Parcel lost');
      await checkAccessibility(page);
      await dialog.getByRole('button', { name: 'Review refund' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm refund' });
      await confirm.getByText('Refund 25.50 EUR of the 125.50 EUR paid by ada@example.com.').waitFor();
      await confirm.getByText(/the sandbox settles it by itself/).waitFor();
      await confirm.getByRole('button', { name: 'Refund 25.50 EUR' }).click();
      await confirm.waitFor({ state: 'detached' });

      // Pending first, held against what is left; the sandbox settles it within seconds and the drawer follows.
      const refund = drawer.getByRole('list', { name: 'Operations on this payment' }).getByRole('listitem', {
        name: 'Refund 25.50 EUR',
      });
      await refund.getByText('Test mode: settles by itself at').waitFor();
      expect(await refund.textContent()).toContain('Product not received');
      await refund.getByText('Succeeded').waitFor({ timeout: 30_000 });
      await drawer.getByText('Partially refunded').first().waitFor();
      expect(await figures.getByRole('row').filter({ hasText: 'Left to refund' }).textContent()).toContain(
        '100.00 EUR',
      );

      // The platform heard of both, in order, with the refund in each event.
      const events = await platformCall(port, secret, 'GET', '/events?limit=100');
      const types = (events.body.data as Array<{ attributes: { event_type: string } }>).map(
        (event) => event.attributes.event_type,
      );
      expect(types).toEqual(['payment.created', 'refund.created', 'refund.succeeded']);
    } finally {
      await page.close();
    }
  });
});
