import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strongPassword, waitForPath } from './support/accounts';
import { checkAccessibility } from './support/axe';
import { type ConsoleUnderTest, startConsole, stopConsole } from './support/console';
import { joinedMember } from './support/members';
import { callFromPage } from './support/page-api';
import { ownerWithTestPayIn, platformCall, turnOnTestMode } from './support/platform';
import { startReceiver, type WebhookReceiver } from './support/webhook-receiver';

/** The text of a figure's row in the drawer's operation figures. */
const figure = (figures: Locator, name: string) =>
  figures.getByRole('row').filter({ hasText: name }).first().textContent();

/** The owner sets EUR 50.00 as the organisation's approval amount (the settings page's own test covers its form). */
async function approvalAmountOfFifty(owner: Page): Promise<void> {
  const set = await callFromPage(owner, 'PUT', '/organization/approval-thresholds', {
    password: strongPassword,
    thresholds: [{ currency: 'EUR', amount_minor: '5000' }],
  });
  expect(set.status).toBe(200);
}

/** The ids of the operations whose `<kind>.created` the receiver got, in the order it got them. */
const createdOperations = (receiver: WebhookReceiver, type: string): string[] =>
  receiver.received
    .map((request) => JSON.parse(request.body) as { type: string; data: { operation?: { id: string } } })
    .filter((event) => event.type === type)
    .map((event) => event.data.operation?.id ?? '');

/** The event types the platform reads with its key, oldest first. */
async function platformEvents(port: number, secret: string): Promise<string[]> {
  const events = await platformCall(port, secret, 'GET', '/events?limit=100');
  return (events.body.data as Array<{ attributes: { event_type: string } }>).map(
    (event) => event.attributes.event_type,
  );
}

/** EUR 60.00 and 125.50 in a new account's number format (1,234.56 until the person picks another), in any language. */
const SIXTY = '60.00 EUR';
const PAID = '125.50 EUR';

describe('four-eyes approval (issue 38, decision 0106): a member asks for a refund above the approval amount, an admin approves it (Chromium, real SMTP)', () => {
  let running: ConsoleUnderTest;
  let receiver: WebhookReceiver;
  const suffix = randomUUID().slice(0, 6);

  beforeAll(async () => {
    receiver = await startReceiver();
    // The platform's receiver is on 127.0.0.1; its endpoint listening for refunds keeps the sandbox from settling them.
    running = await startConsole({ WEBHOOKS_ALLOW_PRIVATE: 'true', WEBHOOKS_POLL_MS: '200' });
  });
  afterAll(async () => {
    try {
      await stopConsole(running);
    } finally {
      await receiver?.stop();
    }
  });

  it('en: the member’s request waits, the admin approves it from the Approvals page, the platform reports it; the owner refunds the rest', {
    timeout: 240_000,
  }, async () => {
    // EUR 125.50 paid, reported with a test key; approvals above EUR 50.00; the platform's endpoint hears refunds.
    const alias = `approvals-${suffix}`;
    const reference = `ORD-${alias}`;
    const {
      page: owner,
      port,
      secret,
      paymentId,
    } = await ownerWithTestPayIn(running, alias, {
      amount_minor: '12550',
      status: 'success',
    });
    const pages: Page[] = [owner];
    try {
      await approvalAmountOfFifty(owner);
      const endpoint = await callFromPage(owner, 'POST', '/organization/webhook-endpoints', {
        url: receiver.url,
        mode: 'test',
        event_types: ['refund.created'],
        password: strongPassword,
      });
      expect(endpoint.status).toBe(201);

      // An admin and a member join through the invitation mails; each turns test mode on.
      const admin = await joinedMember(running, owner, {
        label: 'admin',
        role: 'admin',
        firstName: 'Iryna',
        lastName: 'Bondar',
      });
      pages.push(admin.page);
      const member = await joinedMember(running, owner, {
        label: 'member',
        role: 'member',
        firstName: 'Mykola',
        lastName: 'Shevchuk',
      });
      pages.push(member.page);

      // The member opens the payment from the payments grid.
      const m = member.page;
      await m
        .getByRole('navigation', { name: 'Organisation pages' })
        .getByRole('link', { name: 'Payments' })
        .click();
      await waitForPath(m, '/payments');
      await turnOnTestMode(m);
      await m
        .getByRole('table', { name: 'Payments' })
        .getByRole('row')
        .filter({ hasText: paymentId })
        .getByRole('link', { name: paymentId, exact: true })
        .click();
      await waitForPath(m, `/payments/${paymentId}`);
      const drawer = m.getByRole('dialog', { name: 'Payment' });
      const figures = drawer.getByRole('table', { name: 'Operation figures' });
      await figures.waitFor();
      await drawer.getByText('Your requests wait for an owner’s or admin’s approval.').waitFor();

      // Refund, above the approval amount, in major units: the confirmation says it waits, and asks no password.
      await drawer.getByRole('button', { name: 'Refund', exact: true }).click();
      const dialog = m.getByRole('dialog', { name: 'Refund payment' });
      await dialog.getByRole('textbox', { name: 'Amount (EUR)' }).fill('75.5');
      await dialog.getByRole('combobox', { name: 'Reason' }).click();
      await m.getByRole('option', { name: 'Duplicate payment' }).click();
      await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Charged twice');
      await dialog.getByRole('button', { name: 'Review refund' }).click();
      const confirm = m.getByRole('dialog', { name: 'Confirm refund' });
      await confirm.getByText('Refund 75.50 EUR of the 125.50 EUR paid by ada@example.com.').waitFor();
      await confirm
        .getByText(
          'A second person approves this before it reaches the platform; it expires in 7 days if nobody does.',
        )
        .waitFor();
      expect(await confirm.getByLabel('Your password').count()).toBe(0);
      expect(await confirm.getByText(/the sandbox settles it by itself/).count()).toBe(0);
      await checkAccessibility(m);
      await confirm.getByRole('button', { name: 'Ask to refund 75.50 EUR' }).click();
      await confirm.waitFor({ state: 'detached' });

      // The drawer: awaiting approval, who asked, until when; held against what is left. Theirs to withdraw, not to approve.
      const operations = drawer.getByRole('list', { name: 'Operations on this payment' });
      const asked = operations.getByRole('listitem', { name: 'Refund 75.50 EUR' });
      await asked.getByText('Awaiting approval', { exact: true }).waitFor();
      await asked.getByText(/^Asked by Mykola Shevchuk · /).waitFor();
      await asked.getByText(/^Waits for another owner’s or admin’s approval; expires /).waitFor();
      expect(await asked.textContent()).toContain('Duplicate payment');
      expect(await asked.textContent()).toContain('Charged twice');
      await asked.getByRole('button', { name: 'Withdraw request' }).waitFor();
      expect(await asked.getByRole('button', { name: 'Approve' }).count()).toBe(0);
      await expect.poll(() => figure(figures, 'Pending refunds')).toContain('75.50 EUR');
      expect(await figure(figures, 'Left to refund')).toContain('50.00 EUR');

      // A note on the payment, from the Notes section.
      const notes = drawer.getByRole('region', { name: 'Notes' });
      await notes
        .getByRole('textbox', { name: 'Add a note' })
        .fill('The customer wrote twice about the same order.');
      await notes.getByRole('button', { name: 'Add note' }).click();
      const noteList = notes.getByRole('list', { name: 'Notes on this payment' });
      await noteList.getByText('The customer wrote twice about the same order.').waitFor();
      await noteList.getByText(/^Mykola Shevchuk · /).waitFor();
      expect(await notes.getByRole('textbox', { name: 'Add a note' }).inputValue()).toBe('');

      // The platform has not heard of it: no event, and its operations leave it out.
      expect(await platformEvents(port, secret)).toEqual(['payment.created']);
      const heard = await platformCall(port, secret, 'GET', `/payments/${paymentId}/operations`);
      expect(heard.body.data).toEqual([]);

      // The admin finds it on the Approvals page, from the sidebar: who asked, for how much.
      const a = admin.page;
      await turnOnTestMode(a);
      await a
        .getByRole('navigation', { name: 'Organisation pages' })
        .getByRole('link', { name: 'Approvals' })
        .click();
      await waitForPath(a, '/approvals');
      await a.getByRole('heading', { level: 1, name: 'Approvals' }).waitFor();
      const row = a.getByRole('table', { name: 'Requests awaiting approval' }).getByRole('row').filter({
        hasText: reference,
      });
      await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('75.50 EUR');
      const rowText = await row.textContent();
      expect(rowText).toContain('Refund');
      expect(rowText).toContain('Mykola Shevchuk');
      expect(rowText).toContain('Charged twice');
      await checkAccessibility(a);

      // Opened from the row, the admin approves it with the password.
      await row.getByRole('link', { name: reference }).click();
      await waitForPath(a, `/payments/${paymentId}`);
      const adminDrawer = a.getByRole('dialog', { name: 'Payment' });
      const adminOperations = adminDrawer.getByRole('list', { name: 'Operations on this payment' });
      const toApprove = adminOperations.getByRole('listitem', { name: 'Refund 75.50 EUR' });
      await toApprove.getByText('Awaiting approval', { exact: true }).waitFor();
      await toApprove.getByRole('button', { name: 'Reject' }).waitFor();
      await toApprove.getByRole('button', { name: 'Approve' }).click();
      const approve = a.getByRole('dialog', { name: 'Approve this refund' });
      await approve
        .getByText(
          'Mykola Shevchuk asked to refund 75.50 EUR. Once you approve it, the platform is told and carries it out. Confirm with your password.',
        )
        .waitFor();
      await approve.getByLabel('Your password').fill(strongPassword);
      await checkAccessibility(a);
      await approve.getByRole('button', { name: 'Approve', exact: true }).click();
      await approve.waitFor({ state: 'detached' });

      // Approved: pending now, by the admin, the platform's to carry out (its endpoint listens, so no sandbox).
      await toApprove.getByText('Pending', { exact: true }).waitFor();
      await toApprove.getByText(/^Approved by Iryna Bondar · /).waitFor();
      await toApprove.getByText('Waits for the platform to carry it out.').waitFor();
      expect(await toApprove.getByRole('button', { name: 'Approve' }).count()).toBe(0);
      // The member, reading it again, sees it approved, with nothing to approve either.
      await m.reload();
      await asked.getByText(/^Approved by Iryna Bondar · /).waitFor();
      expect(await asked.getByRole('button', { name: 'Approve' }).count()).toBe(0);

      // The platform's receiver gets refund.created and reports it succeeded.
      await expect
        .poll(() => createdOperations(receiver, 'refund.created').length, { timeout: 15_000 })
        .toBe(1);
      const [approvedId] = createdOperations(receiver, 'refund.created');
      const reported = await platformCall(port, secret, 'POST', `/operations/${approvedId}/result`, {
        status: 'succeeded',
      });
      expect(reported.status).toBe(200);
      await toApprove.getByText('Succeeded', { exact: true }).waitFor({ timeout: 15_000 });
      await adminDrawer.getByText('Partially refunded').first().waitFor();
      const adminFigures = adminDrawer.getByRole('table', { name: 'Operation figures' });
      await expect.poll(() => figure(adminFigures, 'Refunded')).toContain('75.50 EUR');
      expect(await figure(adminFigures, 'Left to refund')).toContain('50.00 EUR');
      // The payment's story tells each step, newest first: the platform's report with its key, the approval, the
      // member's request that waited, the member's note.
      const story = adminDrawer.getByRole('region', { name: 'Story' });
      const storyLines = () => story.locator('.mantine-Timeline-itemTitle').allTextContents();
      await expect
        .poll(storyLines, { timeout: 15_000 })
        .toEqual(
          expect.arrayContaining([
            'Event: Refund succeeded',
            'Refund of 75.50 EUR succeeded',
            'Refund of 75.50 EUR approved by Iryna Bondar',
            'Event: Refund requested',
            'Refund of 75.50 EUR asked for by Mykola Shevchuk',
            'Note by Mykola Shevchuk',
          ]),
        );
      const lines = await storyLines();
      expect(lines.indexOf('Refund of 75.50 EUR succeeded')).toBeLessThan(
        lines.indexOf('Refund of 75.50 EUR approved by Iryna Bondar'),
      );
      expect(lines.indexOf('Refund of 75.50 EUR approved by Iryna Bondar')).toBeLessThan(
        lines.indexOf('Refund of 75.50 EUR asked for by Mykola Shevchuk'),
      );
      await story.getByText('It waited for a second person’s approval.').waitFor();
      await story.getByText('Made by the platform API with the key', { exact: false }).first().waitFor();
      // The delivery that carried refund.created to the receiver, linking to the delivery log.
      await story
        .getByRole('link', { name: /: Succeeded after 1 attempt$/ })
        .first()
        .waitFor();

      // The owner refunds the rest, at the approval amount: straight to the platform, no password, nothing waits.
      await owner.goto(`http://${alias}.app.localhost:${port}/payments/${paymentId}`);
      const ownerDrawer = owner.getByRole('dialog', { name: 'Payment' });
      await ownerDrawer.getByRole('table', { name: 'Operation figures' }).waitFor();
      await ownerDrawer.getByRole('button', { name: 'Refund', exact: true }).click();
      const rest = owner.getByRole('dialog', { name: 'Refund payment' });
      expect(await rest.getByRole('textbox', { name: 'Amount (EUR)' }).inputValue()).toBe('50.00');
      await rest.getByRole('button', { name: 'Review refund' }).click();
      const confirmRest = owner.getByRole('dialog', { name: 'Confirm refund' });
      await confirmRest.getByText('Refund 50.00 EUR of the 125.50 EUR paid by ada@example.com.').waitFor();
      await confirmRest
        .getByText('The platform carries it out; once it succeeds it cannot be undone.')
        .waitFor();
      expect(await confirmRest.getByLabel('Your password').count()).toBe(0);
      await confirmRest.getByRole('button', { name: 'Refund 50.00 EUR' }).click();
      await confirmRest.waitFor({ state: 'detached' });
      const restItem = ownerDrawer
        .getByRole('list', { name: 'Operations on this payment' })
        .getByRole('listitem', { name: 'Refund 50.00 EUR' });
      await restItem.getByText('Pending', { exact: true }).waitFor();
      expect(await restItem.getByText(/^Approved by/).count()).toBe(0);

      // The payments grid's "Has pending operation" finds it while the platform has the rest.
      await owner.getByRole('button', { name: 'Close the payment' }).click();
      await waitForPath(owner, '/payments');
      await ownerDrawer.waitFor({ state: 'hidden' });
      const grid = owner.getByRole('table', { name: 'Payments' });
      // The filter follows the address: the switch turns once the grid has taken it.
      const pendingFilter = owner.getByRole('switch', { name: 'Has pending operation' });
      await pendingFilter.click();
      await expect.poll(() => pendingFilter.isChecked()).toBe(true);
      expect(new URL(owner.url()).search).toContain('has_pending_operation');
      await expect
        .poll(() => grid.getByRole('row').filter({ hasText: paymentId }).count(), { timeout: 15_000 })
        .toBe(1);

      await expect
        .poll(() => createdOperations(receiver, 'refund.created').length, { timeout: 15_000 })
        .toBe(2);
      const restId = createdOperations(receiver, 'refund.created')[1];
      expect(
        (await platformCall(port, secret, 'POST', `/operations/${restId}/result`, { status: 'succeeded' }))
          .status,
      ).toBe(200);
      // Read again (the grid does not follow settlements by itself), the settled payment has left the filter.
      await owner.reload();
      await grid.waitFor();
      await expect.poll(() => pendingFilter.isChecked()).toBe(true);
      await expect
        .poll(() => grid.getByRole('row').filter({ hasText: paymentId }).count(), { timeout: 15_000 })
        .toBe(0);

      // Refunded in full: the refunded amount (in EUR) finds it, refunded.
      await pendingFilter.click();
      await expect.poll(() => pendingFilter.isChecked()).toBe(false);
      await owner.getByRole('combobox', { name: 'Currencies', exact: true }).fill('EUR');
      await owner.getByRole('option', { name: /^EUR · / }).click();
      await owner.keyboard.press('Escape');
      await owner.getByRole('textbox', { name: 'Refunded amount (EUR)' }).fill('125.50');
      await expect.poll(() => new URL(owner.url()).search).toContain('refunded_amount');
      const refundedRow = grid.getByRole('row').filter({ hasText: paymentId });
      await expect.poll(() => refundedRow.textContent(), { timeout: 15_000 }).toContain('Refunded');
      expect(await grid.locator('tbody tr').count()).toBe(1);

      expect(await platformEvents(port, secret)).toEqual([
        'payment.created',
        'refund.created',
        'refund.succeeded',
        'refund.created',
        'refund.succeeded',
      ]);
    } finally {
      for (const page of pages) await page.context().close();
    }
  });

  it('uk: the member asks and the admin approves in Ukrainian, the sandbox settles it (no endpoint listens); the admin’s own request waits and is withdrawn', {
    timeout: 240_000,
  }, async () => {
    const alias = `schvalennia-${suffix}`;
    const reference = `ORD-${alias}`;
    const {
      page: owner,
      port,
      secret,
      paymentId,
    } = await ownerWithTestPayIn(running, alias, {
      amount_minor: '12550',
      status: 'success',
    });
    const pages: Page[] = [owner];
    try {
      await approvalAmountOfFifty(owner);
      const admin = await joinedMember(running, owner, {
        label: 'admin-uk',
        role: 'admin',
        firstName: 'Тарас',
        lastName: 'Коваль',
        language: 'uk',
      });
      pages.push(admin.page);
      const member = await joinedMember(running, owner, {
        label: 'member-uk',
        role: 'member',
        firstName: 'Оксана',
        lastName: 'Мельник',
        language: 'uk',
      });
      pages.push(member.page);

      // The member, in Ukrainian, asks for EUR 60.00 of it: the dialog says it waits for a second person.
      const m = member.page;
      await m
        .getByRole('navigation', { name: 'Сторінки організації' })
        .getByRole('link', { name: 'Платежі' })
        .click();
      await waitForPath(m, '/payments');
      await turnOnTestMode(m, 'uk');
      await m
        .getByRole('table', { name: 'Платежі' })
        .getByRole('row')
        .filter({ hasText: paymentId })
        .getByRole('link', { name: paymentId, exact: true })
        .click();
      await waitForPath(m, `/payments/${paymentId}`);
      const drawer = m.getByRole('dialog', { name: 'Платіж' });
      await drawer.getByRole('table', { name: 'Суми операцій' }).waitFor();
      await drawer.getByText('Ваші запити чекають на схвалення власника чи адміністратора.').waitFor();
      await drawer.getByRole('button', { name: 'Повернути кошти', exact: true }).click();
      const dialog = m.getByRole('dialog', { name: 'Повернення коштів' });
      await dialog.getByRole('textbox', { name: 'Сума (EUR)' }).fill('60');
      await dialog.getByRole('combobox', { name: 'Причина' }).click();
      await m.getByRole('option', { name: 'Товар не отримано' }).click();
      await dialog.getByRole('button', { name: 'Переглянути повернення' }).click();
      const confirm = m.getByRole('dialog', { name: 'Підтвердьте повернення' });
      await confirm.getByText(`Повернути ${SIXTY} із ${PAID}, сплачених ada@example.com.`).waitFor();
      await confirm
        .getByText(
          'Перш ніж запит потрапить до платформи, його має схвалити інша людина; якщо ніхто не схвалить, запит спливе за 7 днів.',
        )
        .waitFor();
      expect(await confirm.getByLabel('Ваш пароль').count()).toBe(0);
      await checkAccessibility(m);
      await confirm.getByRole('button', { name: `Попросити повернути ${SIXTY}` }).click();
      await confirm.waitFor({ state: 'detached' });
      const asked = drawer
        .getByRole('list', { name: 'Операції з цим платежем' })
        .getByRole('listitem', { name: `Повернення ${SIXTY}` });
      await asked.getByText('Чекає на схвалення', { exact: true }).waitFor();
      await asked.getByText(/^Запит від Оксана Мельник · /).waitFor();
      await asked.getByText(/^Чекає на схвалення іншого власника чи адміністратора; спливає /).waitFor();
      await asked.getByRole('button', { name: 'Відкликати запит' }).waitFor();
      expect(await asked.getByRole('button', { name: 'Схвалити' }).count()).toBe(0);

      // The admin, in Ukrainian: Approvals from the sidebar, the payment from the row, approved with the password.
      const a = admin.page;
      await turnOnTestMode(a, 'uk');
      await a
        .getByRole('navigation', { name: 'Сторінки організації' })
        .getByRole('link', { name: 'Схвалення' })
        .click();
      await waitForPath(a, '/approvals');
      await a.getByRole('heading', { level: 1, name: 'Схвалення' }).waitFor();
      const row = a
        .getByRole('table', { name: 'Запити, що чекають на схвалення' })
        .getByRole('row')
        .filter({ hasText: reference });
      await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain(SIXTY);
      expect(await row.textContent()).toContain('Оксана Мельник');
      expect(await row.textContent()).toContain('Повернення');
      await checkAccessibility(a);
      await row.getByRole('link', { name: reference }).click();
      await waitForPath(a, `/payments/${paymentId}`);
      const adminDrawer = a.getByRole('dialog', { name: 'Платіж' });
      const toApprove = adminDrawer
        .getByRole('list', { name: 'Операції з цим платежем' })
        .getByRole('listitem', { name: `Повернення ${SIXTY}` });
      await toApprove.getByRole('button', { name: 'Відхилити' }).waitFor();
      await toApprove.getByRole('button', { name: 'Схвалити' }).click();
      const approve = a.getByRole('dialog', { name: 'Схвалити це повернення' });
      await approve
        .getByText(
          `Оксана Мельник просить повернути ${SIXTY}. Щойно ви схвалите запит, платформа дізнається про нього й виконає. Підтвердьте паролем.`,
        )
        .waitFor();
      await approve.getByLabel('Ваш пароль').fill(strongPassword);
      await checkAccessibility(a);
      await approve.getByRole('button', { name: 'Схвалити', exact: true }).click();
      await approve.waitFor({ state: 'detached' });

      // Approved by the admin; no endpoint listens for refunds here, so the sandbox settles it by itself.
      await toApprove.getByText(/^Схвалено: Тарас Коваль · /).waitFor();
      await toApprove.getByText('Виконано', { exact: true }).waitFor({ timeout: 30_000 });
      await adminDrawer.getByText('Частково повернено').first().waitFor();
      expect(await platformEvents(port, secret)).toEqual([
        'payment.created',
        'refund.created',
        'refund.succeeded',
      ]);

      // The admin's own request for the rest, above the amount: proven with the password, then it waits too, and
      // the admin may withdraw it but never approve it.
      const adminFigures = adminDrawer.getByRole('table', { name: 'Суми операцій' });
      await expect.poll(() => figure(adminFigures, 'Можна повернути')).toContain('65.50 EUR');
      await adminDrawer.getByRole('button', { name: 'Повернути кошти', exact: true }).click();
      const own = a.getByRole('dialog', { name: 'Повернення коштів' });
      expect(await own.getByRole('textbox', { name: 'Сума (EUR)' }).inputValue()).toBe('65.50');
      await own.getByRole('button', { name: 'Переглянути повернення' }).click();
      const confirmOwn = a.getByRole('dialog', { name: 'Підтвердьте повернення' });
      await confirmOwn
        .getByText('Сума перевищує поріг схвалення організації для EUR: підтвердьте паролем.')
        .waitFor();
      await confirmOwn.getByLabel('Ваш пароль').fill(strongPassword);
      await confirmOwn.getByRole('button', { name: 'Попросити повернути 65.50 EUR' }).click();
      await confirmOwn.waitFor({ state: 'detached' });
      const ownRequest = adminDrawer
        .getByRole('list', { name: 'Операції з цим платежем' })
        .getByRole('listitem', { name: 'Повернення 65.50 EUR' });
      await ownRequest.getByText('Чекає на схвалення', { exact: true }).waitFor();
      await ownRequest.getByText(/^Запит від Тарас Коваль · /).waitFor();
      expect(await ownRequest.getByRole('button', { name: 'Схвалити' }).count()).toBe(0);
      expect(await ownRequest.getByRole('button', { name: 'Відхилити' }).count()).toBe(0);
      await ownRequest.getByRole('button', { name: 'Відкликати запит' }).click();
      const withdraw = a.getByRole('dialog', { name: 'Відкликати цей запит на повернення?' });
      await withdraw
        .getByText(
          'Суму 65.50 EUR буде звільнено, її можна повернути знову. Платформа про цей запит не знала, тож їй нічого не повідомлять.',
        )
        .waitFor();
      await withdraw.getByRole('button', { name: 'Відкликати запит' }).click();
      await withdraw.waitFor({ state: 'detached' });
      await ownRequest.getByText('Відкликано', { exact: true }).waitFor();
      await expect.poll(() => figure(adminFigures, 'Можна повернути')).toContain('65.50 EUR');
      expect(await platformEvents(port, secret)).toEqual([
        'payment.created',
        'refund.created',
        'refund.succeeded',
      ]);
    } finally {
      for (const page of pages) await page.context().close();
    }
  });
});
