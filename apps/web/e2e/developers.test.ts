import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerOfNewOrganization, strongPassword, waitForPath } from './support/accounts';
import { checkAccessibility } from './support/axe';
import { type ConsoleUnderTest, startConsole, stopConsole } from './support/console';

/** The organisation's pages in the sidebar (its navigation landmark). */
const sidebar = (page: Page, name = 'Organisation pages') => page.getByRole('navigation', { name });

/** The cells of a key's row in the keys table, the row found by its header cell (the key's name). */
const cellsOf = (page: Page, table: string, name: string) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
    .locator('th, td')
    .allTextContents();

const secretPattern = /^pg_test_[A-Za-z0-9_-]{43}$/;

/**
 * The platform API as a payment platform's server calls it: node's own HTTP, no browser, no cookie, the key as a
 * bearer token, to the app's host. An unknown payment answers 404, and the key counts as used.
 */
function callPlatform(port: number, secret: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: '127.0.0.1',
        port,
        method: 'GET',
        path: '/api/platform/v1/payments/01ARZ3NDEKTSV4RRFFQ69G5FAV',
        headers: {
          Host: `app.localhost:${port}`,
          Accept: 'application/json',
          Authorization: `Bearer ${secret}`,
        },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      },
    );
    call.on('error', reject);
    call.end();
  });
}

describe('the Developers page (issue 36): an owner creates, uses, rolls and revokes an API key (Chromium)', () => {
  let running: ConsoleUnderTest;
  const suffix = randomUUID().slice(0, 6);

  beforeAll(async () => {
    running = await startConsole();
  });

  afterAll(() => stopConsole(running));

  it('shows the secret once, says when and where from the key was used, rolls it and revokes it, in en and in uk', {
    timeout: 150_000,
  }, async () => {
    const { server } = running;
    const alias = `devs-${suffix}`;
    const origin = `http://${alias}.app.localhost:${server.port}`;
    const { page: owner } = await ownerOfNewOrganization(running, 'owner', alias);
    try {
      await owner.getByRole('heading', { level: 1, name: `Org ${alias}` }).waitFor();
      await owner.context().grantPermissions(['clipboard-write'], { origin });

      // Developers, from the sidebar: no key yet, what keys are for, and the way to make one.
      await sidebar(owner).getByRole('link', { name: 'Developers' }).click();
      await waitForPath(owner, '/developers');
      await owner.getByRole('heading', { level: 1, name: 'Developers' }).waitFor();
      await owner.getByRole('heading', { level: 2, name: 'No API keys yet' }).waitFor();
      await checkAccessibility(owner);

      // A test key that may read payments, behind the password.
      await owner.getByRole('button', { name: 'Create key' }).click();
      const create = owner.getByRole('dialog', { name: 'Create API key' });
      await create.getByLabel('Name', { exact: true }).fill('Checkout server');
      expect(await create.getByRole('radio', { name: 'Test' }).isChecked()).toBe(true);
      await create.getByRole('checkbox', { name: 'Read payments' }).check();
      await create.getByLabel('Your password').fill(strongPassword);
      await create.getByRole('button', { name: 'Create key' }).click();

      // Its secret, this once: whole, with the warning, copied with the button.
      const created = owner.getByRole('dialog', { name: 'Key created' });
      const secretField = created.getByRole('textbox', { name: 'Secret key' });
      await secretField.waitFor();
      const secret = await secretField.inputValue();
      expect(secret).toMatch(secretPattern);
      await created.getByText('Copy the secret now').waitFor();
      await checkAccessibility(owner);
      await created.getByRole('button', { name: 'Copy' }).click();
      // The button says so once the browser has taken the text (the app's permissions policy forbids reading it back).
      await created.getByRole('button', { name: 'Copied' }).waitFor();
      await created.getByRole('button', { name: 'Done' }).click();
      await created.waitFor({ state: 'detached' });

      // The list: only the secret's visible beginning, never used, active.
      const table = owner.getByRole('table', { name: 'API keys' });
      await table.waitFor();
      await expect
        .poll(() => cellsOf(owner, 'API keys', 'Checkout server'))
        .toEqual([
          'Checkout server',
          'Test',
          `${secret.slice(0, 12)}…`,
          'Read payments',
          'Never',
          'Never',
          'Active',
          '',
        ]);
      expect(await table.textContent()).not.toContain(secret);

      // A platform server uses the key; once the page is read again, it says when and from where.
      expect(await callPlatform(server.port, secret)).toBe(404);
      await owner.reload();
      await table.waitFor();
      const [, , , , lastUsed = ''] = await cellsOf(owner, 'API keys', 'Checkout server');
      expect(lastUsed).not.toBe('Never');
      // The server listens on both stacks: an IPv4 caller may read as its IPv4-mapped IPv6 form.
      expect(lastUsed).toMatch(/from (::ffff:)?127\.0\.0\.1$/);
      await checkAccessibility(owner);

      // Rolled with no grace: a new secret, shown once; the old one stops working, the new one works.
      await owner.getByRole('button', { name: 'Actions for Checkout server' }).click();
      await owner.getByRole('menuitem', { name: 'Roll secret' }).click();
      const roll = owner.getByRole('dialog', { name: 'Roll the secret of Checkout server' });
      expect(await roll.getByRole('radio', { name: 'Now' }).isChecked()).toBe(true);
      await roll.getByLabel('Your password').fill(strongPassword);
      await roll.getByRole('button', { name: 'Roll secret' }).click();
      const rolled = owner.getByRole('dialog', { name: 'New secret for Checkout server' });
      const newSecret = await rolled.getByRole('textbox', { name: 'Secret key' }).inputValue();
      expect(newSecret).toMatch(secretPattern);
      expect(newSecret).not.toBe(secret);
      await rolled.getByRole('button', { name: 'Done' }).click();
      await rolled.waitFor({ state: 'detached' });
      await expect
        .poll(async () => (await cellsOf(owner, 'API keys', 'Checkout server'))[2])
        .toBe(`${newSecret.slice(0, 12)}…`);
      expect(await callPlatform(server.port, secret)).toBe(401);
      expect(await callPlatform(server.port, newSecret)).toBe(404);

      // Revoked, after a wrong password is refused on its field: no action is left on it, and it opens nothing.
      await owner.getByRole('button', { name: 'Actions for Checkout server' }).click();
      await owner.getByRole('menuitem', { name: 'Revoke' }).click();
      const revoke = owner.getByRole('dialog', { name: 'Revoke Checkout server?' });
      await revoke.getByText(`(${newSecret.slice(0, 12)}…)`, { exact: false }).waitFor();
      await revoke.getByLabel('Your password').fill('not-the-password');
      await revoke.getByRole('button', { name: 'Revoke key' }).click();
      await revoke.getByText('This is not your current password').waitFor();
      await revoke.getByLabel('Your password').fill(strongPassword);
      await revoke.getByRole('button', { name: 'Revoke key' }).click();
      await revoke.waitFor({ state: 'detached' });
      await owner.getByText('Checkout server is revoked').waitFor();
      await expect.poll(async () => (await cellsOf(owner, 'API keys', 'Checkout server'))[6]).toBe('Revoked');
      expect(await owner.getByRole('button', { name: 'Actions for Checkout server' }).count()).toBe(0);
      expect(await callPlatform(server.port, newSecret)).toBe(401);

      // A phone's width: the table scrolls in its own box, the page does not scroll sideways.
      await owner.setViewportSize({ width: 390, height: 844 });
      await expect
        .poll(() => owner.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
        .toBe(true);
      await owner.setViewportSize({ width: 1280, height: 800 });

      // In Ukrainian, from the header's switch: the page, its sidebar entry and the key in its words.
      await owner
        .getByRole('radiogroup', { name: 'Language' })
        .locator('label')
        .filter({ hasText: 'Українська' })
        .click();
      await owner.getByRole('heading', { level: 1, name: 'Розробникам' }).waitFor();
      await sidebar(owner, 'Сторінки організації').getByRole('link', { name: 'Розробникам' }).waitFor();
      const [name, mode, , permissions, , expires, status] = await cellsOf(
        owner,
        'API-ключі',
        'Checkout server',
      );
      expect([name, mode, permissions, expires, status]).toEqual([
        'Checkout server',
        'Тестовий',
        'Перегляд платежів',
        'Безстроково',
        'Відкликано',
      ]);
      await owner.getByRole('button', { name: 'Створити ключ' }).click();
      const createUk = owner.getByRole('dialog', { name: 'Створення API-ключа' });
      await createUk.getByRole('checkbox', { name: 'Створення й зміна платежів' }).waitFor();
      await createUk.getByRole('button', { name: 'Створити ключ' }).click();
      await createUk.getByText('Виберіть принаймні одне право').waitFor();
      await checkAccessibility(owner);
      await owner.keyboard.press('Escape');
      await createUk.waitFor({ state: 'detached' });

      // Dark, at a phone's width: the table with its dimmed revoked row still reads (axe's contrast check).
      await owner.getByRole('button', { name: 'Увімкнути темну тему' }).click();
      await owner.getByRole('button', { name: 'Увімкнути світлу тему' }).waitFor();
      await owner.setViewportSize({ width: 390, height: 844 });
      await checkAccessibility(owner);
    } finally {
      await owner.context().close();
    }
  });
});
