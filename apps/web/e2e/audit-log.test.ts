import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerOfNewOrganization, strongPassword, waitForPath } from './support/accounts';
import { checkAccessibility } from './support/axe';
import { newPage } from './support/browser';
import { type ConsoleUnderTest, startConsole, stopConsole } from './support/console';
import { callFromPage } from './support/page-api';

const url = (page: Page) => decodeURIComponent(page.url());

/** The organisation's pages in the sidebar (its navigation landmark). */
const sidebar = (page: Page, name = 'Organisation pages') => page.getByRole('navigation', { name });

/** The cells of a table's row, found by the row's header cell. */
const cellsOf = (page: Page, table: string, rowHeader: string) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: rowHeader, exact: true }) })
    .locator('th, td')
    .allTextContents();

describe('the audit log (issue 35): an owner reads a role change; a member is not offered the log (Chromium)', () => {
  let running: ConsoleUnderTest;
  const suffix = randomUUID().slice(0, 6);

  beforeAll(async () => {
    running = await startConsole();
  });

  afterAll(() => stopConsole(running));

  it('records a role change made on the members page, found by its action, in detail, in en and in uk', {
    timeout: 120_000,
  }, async () => {
    const { server, mailbox } = running;
    const alias = `audit-${suffix}`;
    const origin = `http://${alias}.app.localhost:${server.port}`;
    const memberEmail = `bohdan-${suffix}@example.com`;
    const { page: owner } = await ownerOfNewOrganization(running, 'owner', alias);
    const member = await newPage(running.browser);
    try {
      // The owner invites Bohdan as a member; he registers through the mailed link and accepts.
      await owner.getByRole('heading', { level: 1, name: `Org ${alias}` }).waitFor();
      expect(
        (await callFromPage(owner, 'POST', '/organization/invites', { email: memberEmail, role: 'member' }))
          .status,
      ).toBe(201);
      await member.goto(mailbox.linkIn(await mailbox.waitFor(memberEmail), '/join/').toString());
      await member.getByLabel('First name').fill('Bohdan');
      await member.getByLabel('Last name').fill('Melnyk');
      await member.getByLabel('Password', { exact: true }).fill(strongPassword);
      await member.getByRole('button', { name: 'Create account' }).click();
      await waitForPath(member, '/organizations');
      await member.getByRole('button', { name: `Accept the invitation to Org ${alias}` }).click();
      await member.getByRole('button', { name: `Open Org ${alias}` }).click();
      await member.waitForURL(`${origin}/`);

      // A member is not offered the audit log: not in the sidebar, told so at its address, refused by the API.
      await sidebar(member).getByRole('link', { name: 'Members', exact: true }).waitFor();
      expect(await sidebar(member).getByRole('link', { name: 'Audit log' }).count()).toBe(0);
      await member.goto(`${origin}/audit-log`);
      await member.getByText('Only the organisation’s owners and admins can read its audit log.').waitFor();
      expect(await member.getByRole('table', { name: 'Audit log' }).count()).toBe(0);
      expect((await callFromPage(member, 'GET', '/audit-log')).status).toBe(403);

      // The owner makes Bohdan a viewer on the members page.
      await sidebar(owner).getByRole('link', { name: 'Members', exact: true }).click();
      await owner.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
      await owner.getByRole('combobox', { name: 'Role of Bohdan Melnyk' }).click();
      await owner.getByRole('option', { name: 'Viewer', exact: true }).click();
      await owner.getByText('Bohdan Melnyk is now Viewer').waitFor();

      // The audit log, from the sidebar: the invitation and the role change, newest first.
      await sidebar(owner).getByRole('link', { name: 'Audit log' }).click();
      await waitForPath(owner, '/audit-log');
      await owner.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
      const table = owner.getByRole('table', { name: 'Audit log' });
      const rows = () => table.locator('tbody tr').allTextContents();
      await expect.poll(rows).toEqual(expect.arrayContaining([expect.stringContaining('Role changed')]));
      expect((await rows()).some((row) => row.includes('Invitation sent'))).toBe(true);
      await checkAccessibility(owner);

      // Filtered by the action "Role changed": that entry alone.
      // The picker arrives on demand: point at it first, as a person's pointer reaches a field before the click.
      const action = owner.getByRole('combobox', { name: 'Action', exact: true });
      await action.hover();
      await expect.poll(() => action.getAttribute('readonly')).toBeNull();
      await action.click();
      await owner.getByRole('option', { name: 'Role changed', exact: true }).click();
      await owner.keyboard.press('Escape');
      await expect.poll(() => url(owner)).toContain('filter[action]=member.role_changed');
      await expect.poll(async () => (await rows()).length).toBe(1);
      const [row = ''] = await rows();
      for (const text of ['Olena Koval', 'Role changed', 'Member', 'Bohdan Melnyk'])
        expect(row).toContain(text);

      // The entry in detail: before and after.
      await table.getByRole('link', { name: 'Role changed' }).click();
      const drawer = owner.getByRole('dialog', { name: 'Audit log entry' });
      await drawer.getByRole('table', { name: 'Changes' }).waitFor();
      expect(new URL(owner.url()).pathname).toMatch(/^\/audit-log\/[0-9a-f-]{36}$/);
      expect(url(owner)).toContain('filter[action]=member.role_changed');
      await drawer.getByText('Role changed', { exact: true }).waitFor();
      expect(await cellsOf(owner, 'Changes', 'role')).toEqual(['role', 'member', 'viewer']);
      expect(await cellsOf(owner, 'Entry', 'Who')).toEqual(['Who', 'Olena Koval']);
      expect(await cellsOf(owner, 'Entry', 'Resource')).toEqual(['Resource', 'Member · Bohdan Melnyk']);
      expect((await cellsOf(owner, 'From', 'IP address'))[1]).toMatch(/\d|:/);
      await checkAccessibility(owner);

      // A phone's width: the drawer's tables fit without sideways scrolling.
      await owner.setViewportSize({ width: 390, height: 844 });
      await expect
        .poll(() =>
          drawer.locator('table').evaluateAll((all) => all.every((t) => t.scrollWidth <= t.clientWidth)),
        )
        .toBe(true);
      await owner.setViewportSize({ width: 1280, height: 800 });

      // Closed, the grid keeps its filter.
      await drawer.getByRole('button', { name: 'Close the entry' }).click();
      await waitForPath(owner, '/audit-log');
      expect(url(owner)).toContain('filter[action]=member.role_changed');

      // In Ukrainian, from the header's switch: the same entry in its words, in the grid and in detail.
      await owner
        .getByRole('radiogroup', { name: 'Language' })
        .locator('label')
        .filter({ hasText: 'Українська' })
        .click();
      await owner.getByRole('heading', { level: 1, name: 'Журнал аудиту' }).waitFor();
      const tableUk = owner.getByRole('table', { name: 'Журнал аудиту' });
      await expect
        .poll(() => tableUk.locator('tbody tr').allTextContents())
        .toEqual([expect.stringContaining('Роль змінено')]);
      await owner.getByRole('combobox', { name: 'Дія', exact: true }).waitFor();
      await tableUk.getByRole('link', { name: 'Роль змінено' }).click();
      const drawerUk = owner.getByRole('dialog', { name: 'Запис журналу аудиту' });
      await drawerUk.getByRole('table', { name: 'Зміни' }).waitFor();
      await drawerUk.getByText('Роль змінено', { exact: true }).waitFor();
      expect(await cellsOf(owner, 'Зміни', 'role')).toEqual(['role', 'member', 'viewer']);
      expect(await cellsOf(owner, 'Запис', 'Ресурс')).toEqual(['Ресурс', 'Учасник · Bohdan Melnyk']);
      await checkAccessibility(owner);
    } finally {
      await member.context().close();
      await owner.context().close();
    }
  });
});
