import { randomUUID } from 'node:crypto';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForPath } from './support/accounts';
import { checkAccessibility } from './support/axe';
import { type ConsoleUnderTest, startConsole, stopConsole } from './support/console';
import { cutOffLabels } from './support/cut-off-labels';
import { ownerWithTestPayIn, platformCall } from './support/platform';

/** The text of a figure's row in the drawer's operation figures. */
const figure = (figures: Locator, name: string) =>
  figures.getByRole('row').filter({ hasText: name }).first().textContent();

describe('captures and cancellations (issue 38): an owner captures part of a test authorisation and cancels the rest (Chromium)', () => {
  let running: ConsoleUnderTest;
  const suffix = randomUUID().slice(0, 6);

  beforeAll(async () => {
    running = await startConsole();
  });
  afterAll(async () => {
    await stopConsole(running);
  });

  it('captures 40.00 of 100.00 in major units, the sandbox settles it, then the rest is released and the payment is paid', {
    timeout: 180_000,
  }, async () => {
    // A card pay-in of EUR 100.00 the platform reports authorised, with a test key; the console in test mode.
    const { page, port, secret, paymentId } = await ownerWithTestPayIn(running, `captures-${suffix}`, {
      amount_minor: '10000',
      status: 'authorized',
    });
    try {
      // The grid shows it authorised (the switch came while the grid's first, live read may still have been on its
      // way: that read is asked again in test mode); its id opens the drawer.
      const row = page
        .getByRole('table', { name: 'Payments' })
        .getByRole('row')
        .filter({ hasText: paymentId });
      await row.getByText('Authorised').waitFor();
      await row.getByRole('link', { name: paymentId, exact: true }).click();
      await waitForPath(page, `/payments/${paymentId}`);
      const drawer = page.getByRole('dialog', { name: 'Payment' });
      const figures = drawer.getByRole('table', { name: 'Operation figures' });
      await figures.waitFor();
      expect(await figure(figures, 'Authorised')).toContain('100.00 EUR');
      expect(await figure(figures, 'Left to capture')).toContain('100.00 EUR');
      expect(await drawer.getByRole('button', { name: 'Refund', exact: true }).count()).toBe(0);

      // Capture 40.00 of it: more than is left is refused before anything is sent, and a phone shows it whole.
      await drawer.getByRole('button', { name: 'Capture', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Capture payment' });
      const amount = dialog.getByRole('textbox', { name: 'Amount (EUR)' });
      expect(await amount.inputValue()).toBe('100.00');
      await amount.fill('100.5');
      await dialog.getByRole('button', { name: 'Review capture' }).click();
      await dialog.getByText('At most 100.00 EUR is left to capture.').waitFor();
      await amount.fill('40');
      await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('First shipment');
      const desktop = page.viewportSize();
      await page.setViewportSize({ width: 390, height: 844 });
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      expect(await cutOffLabels(page)).toEqual([]);
      if (desktop) await page.setViewportSize(desktop);
      await checkAccessibility(page);
      await dialog.getByRole('button', { name: 'Review capture' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm capture' });
      await confirm.getByText('Capture 40.00 EUR of the 100.00 EUR authorised.').waitFor();
      await confirm.getByText('60.00 EUR stays authorised until captured or cancelled.').waitFor();
      await confirm.getByText(/the sandbox settles it by itself/).waitFor();
      await confirm.getByRole('button', { name: 'Capture 40.00 EUR' }).click();
      await confirm.waitFor({ state: 'detached' });

      // Pending first, held against what is left; the sandbox settles it and the drawer follows, still authorised.
      const operations = drawer.getByRole('list', { name: 'Operations on this payment' });
      const capture = operations.getByRole('listitem', { name: 'Capture 40.00 EUR' });
      await capture.getByText('Test mode: settles by itself at').waitFor();
      expect(await figure(figures, 'Pending captures')).toContain('40.00 EUR');
      expect(await figure(figures, 'Left to capture')).toContain('60.00 EUR');
      await capture.getByText('Succeeded').waitFor({ timeout: 30_000 });
      await expect.poll(() => figure(figures, 'Captured'), { timeout: 10_000 }).toContain('40.00 EUR');
      expect(await figure(figures, 'Left to capture')).toContain('60.00 EUR');
      const facts = drawer.getByRole('table', { name: 'Payment fields' });
      expect(await facts.getByRole('row').filter({ hasText: 'Status' }).textContent()).toContain(
        'Authorised',
      );

      // Cancel the rest, with a reason; the confirmation says what is released and what the payment becomes.
      await drawer.getByRole('button', { name: 'Cancel payment' }).click();
      const cancel = page.getByRole('dialog', { name: 'Cancel payment' });
      await cancel.getByRole('combobox', { name: 'Reason' }).click();
      await page.getByRole('option', { name: 'Order abandoned' }).click();
      await cancel.getByRole('button', { name: 'Review cancellation' }).click();
      const confirmCancel = page.getByRole('dialog', { name: 'Confirm cancellation' });
      await confirmCancel
        .getByText(
          'The 60.00 EUR left of the authorisation is released; the payment becomes paid with the 40.00 EUR captured.',
        )
        .waitFor();
      await confirmCancel.getByText('Reason: Order abandoned.').waitFor();
      await page.emulateMedia({ colorScheme: 'dark' });
      await checkAccessibility(page);
      await page.emulateMedia({ colorScheme: 'light' });
      await confirmCancel.getByRole('button', { name: 'Cancel payment' }).click();
      await confirmCancel.waitFor({ state: 'detached' });

      const cancellation = operations.getByRole('listitem', { name: 'Cancellation 60.00 EUR' });
      await cancellation.getByText('Order abandoned').waitFor();
      await drawer.getByText('A cancellation is pending.').waitFor();
      expect(await drawer.getByRole('button', { name: 'Capture', exact: true }).count()).toBe(0);
      await cancellation.getByText('Succeeded').waitFor({ timeout: 30_000 });
      await expect
        .poll(() => facts.getByRole('row').filter({ hasText: 'Status' }).textContent(), { timeout: 10_000 })
        .toContain('Success');
      expect(await figure(figures, 'Captured')).toContain('40.00 EUR');
      expect(await figure(figures, 'Left to refund')).toContain('40.00 EUR');
      expect(await figures.getByRole('row').filter({ hasText: 'Left to capture' }).count()).toBe(0);

      // The platform heard of each, in order.
      const events = await platformCall(port, secret, 'GET', '/events?limit=100');
      const types = (events.body.data as Array<{ attributes: { event_type: string } }>).map(
        (event) => event.attributes.event_type,
      );
      expect(types).toEqual([
        'payment.created',
        'capture.created',
        'capture.succeeded',
        'cancellation.created',
        'cancellation.succeeded',
      ]);
    } finally {
      await page.close();
    }
  });
});
