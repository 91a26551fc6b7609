import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerOfNewOrganization, strongPassword, waitForPath } from './support/accounts';
import { checkAccessibility } from './support/axe';
import { type ConsoleUnderTest, startConsole, stopConsole } from './support/console';
import { type Received, startReceiver } from './support/webhook-receiver';

/** Whether a request carries a Standard Webhooks `v1` signature made with the secret (`whsec_` and base64 bytes). */
function signedWith(secret: string, { headers, body }: Received): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key)
    .update(`${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`)
    .digest();
  return String(headers['webhook-signature'] ?? '')
    .split(' ')
    .some((signature) => {
      const [version, value = ''] = signature.split(',');
      const given = Buffer.from(value, 'base64');
      return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
    });
}

/** The cells of a table's row, found by the row's header cell. */
const cellsOf = (page: Page, table: string, rowHeader: string) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: rowHeader, exact: true }) })
    .locator('th, td')
    .allTextContents();

describe('webhooks (issue 37): an owner adds an endpoint, sends a test event, follows and resends its delivery (Chromium)', () => {
  let running: ConsoleUnderTest;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const suffix = randomUUID().slice(0, 6);

  beforeAll(async () => {
    receiver = await startReceiver();
    // Private targets allowed (the receiver is on 127.0.0.1), and a worker that looks for due deliveries often.
    running = await startConsole({ WEBHOOKS_ALLOW_PRIVATE: 'true', WEBHOOKS_POLL_MS: '200' });
  });

  afterAll(async () => {
    try {
      await stopConsole(running);
    } finally {
      await receiver?.stop();
    }
  });

  it('signs what it sends, shows the delivery and its attempts, and resends it, in en and in uk', {
    timeout: 150_000,
  }, async () => {
    const alias = `hooks-${suffix}`;
    const { page: owner } = await ownerOfNewOrganization(running, 'owner', alias);
    try {
      await owner.getByRole('heading', { level: 1, name: `Org ${alias}` }).waitFor();

      // Developers, from the sidebar: the webhooks below the keys, none yet.
      await owner
        .getByRole('navigation', { name: 'Organisation pages' })
        .getByRole('link', { name: 'Developers' })
        .click();
      await waitForPath(owner, '/developers');
      const section = owner.getByRole('region', { name: 'Webhooks' });
      await section.getByRole('heading', { level: 3, name: 'No webhook endpoints yet' }).waitFor();

      // An endpoint at the receiver, for every event, behind the password; its signing secret shown once.
      await section.getByRole('button', { name: 'Add endpoint' }).click();
      const add = owner.getByRole('dialog', { name: 'Add webhook endpoint' });
      await add.getByRole('textbox', { name: 'Endpoint URL' }).fill(receiver.url);
      await add.getByRole('textbox', { name: 'Description (optional)' }).fill('Order service');
      // The console shows live data, so the endpoint starts live and its deliveries are in the log at hand.
      expect(await add.getByRole('radio', { name: 'Live' }).isChecked()).toBe(true);
      expect(await add.getByRole('checkbox', { name: 'Payment created' }).isChecked()).toBe(true);
      expect(await add.getByRole('checkbox', { name: 'Payment status changed' }).isChecked()).toBe(true);
      await checkAccessibility(owner);
      await add.getByLabel('Your password').fill(strongPassword);
      await add.getByRole('button', { name: 'Add endpoint' }).click();
      const added = owner.getByRole('dialog', { name: 'Endpoint added' });
      const secretField = added.getByRole('textbox', { name: 'Signing secret' });
      await secretField.waitFor();
      const secret = await secretField.inputValue();
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      await added.getByRole('button', { name: 'Done' }).click();
      await added.waitFor({ state: 'detached' });

      // Listed: live, both events, the secret's beginning only, enabled.
      await expect
        .poll(() => cellsOf(owner, 'Webhook endpoints', receiver.url))
        .toEqual([
          receiver.url,
          'Order service',
          'Live',
          [
            'Payment created',
            'Payment status changed',
            'Refund requested',
            'Refund succeeded',
            'Refund failed',
            'Refund request withdrawn',
            'Capture requested',
            'Capture succeeded',
            'Capture failed',
            'Capture request withdrawn',
            'Cancellation requested',
            'Cancellation succeeded',
            'Cancellation failed',
            'Cancellation request withdrawn',
          ].join(''),
          `${secret.slice(0, 12)}…`,
          'Enabled',
          '',
        ]);
      await checkAccessibility(owner);

      // "Send test event": the receiver gets one request, signed with that secret.
      await owner.getByRole('button', { name: `Actions for ${receiver.url}` }).click();
      await owner.getByRole('menuitem', { name: 'Send test event' }).click();
      await owner
        .getByText(`A test event is on its way to ${receiver.url}. Follow it in the delivery log.`)
        .waitFor();
      await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(1);
      const [first] = receiver.received as [Received];
      expect(JSON.parse(first.body)).toMatchObject({ type: 'webhook.test' });
      expect(first.headers['content-type']).toContain('application/json');
      expect(signedWith(secret, first)).toBe(true);
      expect(signedWith(`whsec_${Buffer.alloc(32).toString('base64')}`, first)).toBe(false);

      // The delivery log: the test event, delivered at the first attempt with the receiver's 200.
      await section.getByRole('link', { name: 'Delivery log' }).click();
      await waitForPath(owner, '/developers/webhooks');
      await owner.getByRole('heading', { level: 1, name: 'Webhook deliveries' }).waitFor();
      const log = owner.getByRole('table', { name: 'Webhook deliveries' });
      const rows = () => log.locator('tbody tr').allTextContents();
      await expect
        .poll(rows, { timeout: 15_000 })
        .toEqual([expect.stringMatching(new RegExp(`Test event.*${receiver.url}.*Succeeded.*1.*200`))]);
      await checkAccessibility(owner);

      // Its detail: the body as sent and the attempt, with the headers sent and the answer.
      await log.getByRole('link', { name: 'Test event' }).click();
      const drawer = owner.getByRole('dialog', { name: 'Webhook delivery' });
      await drawer.getByRole('heading', { level: 4, name: 'Attempt 1' }).waitFor();
      expect(new URL(owner.url()).pathname).toMatch(/^\/developers\/webhooks\/[0-9a-f-]{36}$/);
      expect(await cellsOf(owner, 'Delivery', 'Event')).toEqual(['Event', 'webhook.test']);
      expect(await cellsOf(owner, 'Delivery', 'Message ID')).toEqual([
        'Message ID',
        String(first.headers['webhook-id']),
      ]);
      expect(await cellsOf(owner, 'Answer to attempt 1', 'Response')).toEqual(['Response', '200']);
      expect(await cellsOf(owner, 'Request headers of attempt 1', 'webhook-signature')).toEqual([
        'webhook-signature',
        String(first.headers['webhook-signature']),
      ]);
      await drawer.getByText(JSON.stringify(JSON.parse(first.body), null, 2)).waitFor();
      await checkAccessibility(owner);

      // Resent: the receiver gets the same message again (the same webhook-id), signed anew; a second attempt.
      await drawer.getByRole('button', { name: 'Resend' }).click();
      await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(2);
      const second = receiver.received[1] as Received;
      expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
      expect(second.body).toBe(first.body);
      expect(signedWith(secret, second)).toBe(true);
      await drawer.getByRole('heading', { level: 4, name: 'Attempt 2' }).waitFor({ timeout: 15_000 });
      // The test event was sent by a person too: both attempts say so.
      expect(await drawer.getByText('Sent by hand', { exact: true }).count()).toBe(2);
      await expect.poll(() => cellsOf(owner, 'Answer to attempt 2', 'Response')).toEqual(['Response', '200']);
      await expect.poll(() => cellsOf(owner, 'Delivery', 'Attempts')).toEqual(['Attempts', '2']);

      // A phone's width: the drawer's tables and bodies fit without sideways scrolling.
      await owner.setViewportSize({ width: 390, height: 844 });
      await expect
        .poll(() =>
          drawer
            .locator('table, pre')
            .evaluateAll((all) => all.every((element) => element.scrollWidth <= element.clientWidth)),
        )
        .toBe(true);
      await owner.setViewportSize({ width: 1280, height: 800 });

      // Closed, the log is at hand again; in Ukrainian, from the header's switch, the log and the delivery in its words.
      await drawer.getByRole('button', { name: 'Close the delivery' }).click();
      await waitForPath(owner, '/developers/webhooks');
      await owner
        .getByRole('radiogroup', { name: 'Language' })
        .locator('label')
        .filter({ hasText: 'Українська' })
        .click();
      await owner.getByRole('heading', { level: 1, name: 'Доставки вебхуків' }).waitFor();
      const logUk = owner.getByRole('table', { name: 'Доставки вебхуків' });
      await expect
        .poll(() => logUk.locator('tbody tr').allTextContents())
        .toEqual([expect.stringMatching(/Тестова подія.*Доставлено.*2.*200/)]);
      await checkAccessibility(owner);
      await logUk.getByRole('link', { name: 'Тестова подія' }).click();
      const drawerUk = owner.getByRole('dialog', { name: 'Доставка вебхука' });
      await drawerUk.getByRole('heading', { level: 4, name: 'Спроба 2' }).waitFor();
      expect(await drawerUk.getByText('Надіслано вручну', { exact: true }).count()).toBe(2);
      expect(await cellsOf(owner, 'Відповідь на спробу 1', 'Відповідь')).toEqual(['Відповідь', '200']);
      await checkAccessibility(owner);
      await drawerUk.getByRole('button', { name: 'Закрити доставку' }).click();
      await waitForPath(owner, '/developers/webhooks');

      // Dark, at a phone's width: the log still reads (axe's contrast check), then back to Developers.
      await owner.getByRole('button', { name: 'Увімкнути темну тему' }).click();
      await owner.getByRole('button', { name: 'Увімкнути світлу тему' }).waitFor();
      await owner.setViewportSize({ width: 390, height: 844 });
      await expect
        .poll(() => owner.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
        .toBe(true);
      await checkAccessibility(owner);
      await owner.getByRole('main').getByRole('link', { name: 'Розробникам' }).click();
      await waitForPath(owner, '/developers');
      await owner
        .getByRole('region', { name: 'Вебхуки' })
        .getByRole('table', { name: 'Кінцеві точки вебхуків' })
        .waitFor();
      expect((await cellsOf(owner, 'Кінцеві точки вебхуків', receiver.url))[5]).toBe('Увімкнено');
      await checkAccessibility(owner);
    } finally {
      await owner.context().close();
    }
  });
});
