import { randomUUID } from 'node:crypto';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshEmail, ownerOfNewOrganization } from './support/accounts';
import { checkAccessibility } from './support/axe';
import { startConsole, stopConsole } from './support/console';
import type { Mailbox } from './support/mail';
import { callFromPage } from './support/page-api';
import type { RunningServer } from './support/server';
import { catalogueText } from './support/texts';

type Invitation = { attributes: { email: string; state: string; role: string } };

/** What a sighted reader sees of a role card: its dot's fill and its border. */
const looks = (card: Locator) =>
  card.evaluate((element) => {
    const dot = element.querySelector('.mantine-RadioIndicator-indicator') ?? element;
    return `${getComputedStyle(dot).backgroundColor} ${getComputedStyle(element).borderColor}`;
  });

// Issue 32: the chosen role shows, and inviting an address again asks before the open invitation is replaced.
describe('the invitation dialog (Chromium, real SMTP)', () => {
  let server: RunningServer;
  let browser: Browser;
  let mailbox: Mailbox;

  beforeAll(async () => {
    ({ server, browser, mailbox } = await startConsole());
  }, 120_000);
  afterAll(() => stopConsole({ server, browser, mailbox }));

  for (const language of ['en', 'uk'] as const) {
    it(`${language}: the chosen role is marked; a second invitation to an open address is replaced only on request`, async () => {
      const t = catalogueText(language);
      const alias = `invite-${language}-${randomUUID().slice(0, 6)}`;
      const { page } = await ownerOfNewOrganization({ server, browser, mailbox }, 'inviter', alias, language);
      const invitations = async (email: string) =>
        ((await callFromPage(page, 'GET', '/organization/invites')).body as { data: Invitation[] }).data
          .filter((row) => row.attributes.email === email)
          .map((row) => `${row.attributes.state}:${row.attributes.role}`)
          .sort();
      const openDialog = async (): Promise<Locator> => {
        await page.getByRole('button', { name: t('members.invite'), exact: true }).click();
        const dialog = page.getByRole('dialog', { name: t('members.invite_title') });
        await dialog.waitFor();
        return dialog;
      };
      const send = (dialog: Locator) =>
        dialog.getByRole('button', { name: t('members.invite_submit'), exact: true }).click();
      try {
        await page.goto(`http://${alias}.app.localhost:${server.port}/members`);
        let dialog = await openDialog();
        const role = (name: string) =>
          dialog.getByRole('radio', { name: new RegExp(`^${t(`organizations.role.${name}`)}`) });

        // Member is chosen and looks chosen; Admin, once clicked, looks as Member did, and Member as Viewer does.
        await expect.poll(() => role('member').getAttribute('aria-checked')).toBe('true');
        const chosen = await looks(role('member'));
        const unchosen = await looks(role('viewer'));
        expect(chosen).not.toBe(unchosen);
        await role('admin').click();
        await expect.poll(() => looks(role('admin'))).toBe(chosen);
        expect(await looks(role('member'))).toBe(unchosen);
        expect(await role('admin').getAttribute('aria-checked')).toBe('true');
        await checkAccessibility(page);

        const email = freshEmail('invitee');
        await dialog.getByLabel(t('members.invite_email')).fill(email);
        await send(dialog);
        await dialog.waitFor({ state: 'detached' });
        await page.getByText(t('members.invited', { email })).first().waitFor();
        expect(await invitations(email)).toEqual(['pending:admin']);
        const firstLink = mailbox.linkIn(await mailbox.waitFor(email), '/join/');

        // The same address again: asked, and "keep" leaves the open invitation as it was.
        dialog = await openDialog();
        await dialog.getByLabel(t('members.invite_email')).fill(email);
        await role('viewer').click();
        await send(dialog);
        const question = dialog.getByRole('alert').filter({ hasText: t('members.invite_pending_title') });
        await expect
          .poll(() => question.textContent(), { timeout: 10_000 })
          .toContain(t('members.invite_pending', { email }));
        const keep = question.getByRole('button', { name: t('members.invite_keep'), exact: true });
        await expect.poll(() => keep.evaluate((button) => button === document.activeElement)).toBe(true);
        await checkAccessibility(page);
        await keep.click();
        await question.waitFor({ state: 'detached' });
        expect(await invitations(email)).toEqual(['pending:admin']);

        // Asked again, and replaced: the first link stops working, one invitation is open, with the new role.
        await send(dialog);
        await question.getByRole('button', { name: t('members.invite_replace'), exact: true }).click();
        await dialog.waitFor({ state: 'detached' });
        expect(await invitations(email)).toEqual(['pending:viewer', 'revoked:admin']);
        const token = firstLink.pathname.split('/').at(-1);
        const first = await callFromPage(page, 'GET', `/member-invites/token/${token}`);
        expect((first.body as { data: Invitation }).data.attributes.state).toBe('revoked');
      } finally {
        await page.context().close();
      }
    }, 120_000);
  }
});
