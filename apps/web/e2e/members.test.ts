import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createConfirmedAccount,
  freshEmail,
  logInThroughPage,
  strongPassword,
  waitForPath,
} from './support/accounts';
import { checkAccessibility } from './support/axe';
import { newPage } from './support/browser';
import { startConsole, stopConsole } from './support/console';
import type { Mailbox } from './support/mail';
import { callFromPage } from './support/page-api';
import type { RunningServer } from './support/server';
import { texts } from './support/texts';

const t = texts.en;

describe('members page: resend, revoke, remove, leave, transfer ownership (Chromium, real SMTP)', () => {
  let server: RunningServer;
  let browser: Browser;
  let mailbox: Mailbox;
  const suffix = randomUUID().slice(0, 6);

  beforeAll(async () => {
    ({ server, browser, mailbox } = await startConsole());
  });

  afterAll(() => stopConsole({ server, browser, mailbox }));

  it('A resends one invitation and revokes another, removes B, B rejoins and leaves, A hands ownership to C', async () => {
    const name = `Ledger ${suffix}`;
    const alias = `ledger-${suffix}`;
    const membersUrl = `http://${alias}.app.localhost:${server.port}/members`;
    const ownerEmail = freshEmail('owner');
    const bEmail = freshEmail('bohdan');
    const revokedEmail = freshEmail('revoked');
    const cEmail = freshEmail('chrystia');
    await createConfirmedAccount(server, mailbox, { email: ownerEmail });
    const owner = await newPage(browser);
    const b = await newPage(browser);
    const c = await newPage(browser);

    /** Registers through a /join link's page, as an invitee without an account does. */
    const registerThroughJoin = async (page: Page, link: URL, firstName: string, lastName: string) => {
      await page.goto(link.toString());
      await page.getByRole('heading', { level: 1, name: `Join ${name}` }).waitFor();
      await page.getByLabel('First name').fill(firstName);
      await page.getByLabel('Last name').fill(lastName);
      await page.getByLabel('Password', { exact: true }).fill(strongPassword);
      await page.getByRole('button', { name: 'Create account' }).click();
      await waitForPath(page, '/organizations');
    };
    /** Accepts the waiting invitation from the organisation list and opens the members page. */
    const acceptAndOpenMembers = async (page: Page) => {
      await page.getByRole('button', { name: `Accept the invitation to ${name}` }).click();
      await page.getByRole('button', { name: `Open ${name}` }).waitFor();
      await page.goto(membersUrl);
      await page.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
    };
    const invitationRow = (email: string) =>
      owner.getByRole('region', { name: 'Invitations' }).getByRole('row').filter({ hasText: email });
    const memberRow = (page: Page, email: string) =>
      page
        .getByRole('region', { name: /^Members/ })
        .getByRole('row')
        .filter({ hasText: email });

    try {
      // A signs in and creates the organisation from inside the page.
      await logInThroughPage(owner, server, t, { email: ownerEmail, password: strongPassword });
      await waitForPath(owner, '/create-organization/prepare');
      const created = await callFromPage(owner, 'POST', '/organization', {
        data: {
          type: 'organization',
          attributes: { name, alias, country: 'UA', base_currency: 'UAH', time_zone: 'Europe/Kyiv' },
        },
      });
      expect(created.status).toBe(201);
      await owner.goto(membersUrl);
      await owner.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
      await owner.getByText('No invitations yet.').waitFor();

      // Two invitations from the dialog.
      for (const email of [bEmail, revokedEmail]) {
        await owner.getByRole('button', { name: 'Invite member' }).click();
        const dialog = owner.getByRole('dialog', { name: 'Invite a member' });
        if (email === bEmail) {
          // One message for one mistake: the same words as on the entrance forms.
          await dialog.getByLabel('E-mail').fill('not-an-address');
          await dialog.getByRole('button', { name: 'Send invitation' }).click();
          await dialog.getByText('Invalid e-mail', { exact: true }).waitFor();
        }
        await dialog.getByLabel('E-mail').fill(email);
        await dialog.getByRole('radio', { name: /Member/ }).check();
        if (email === bEmail) await checkAccessibility(owner);
        await dialog.getByRole('button', { name: 'Send invitation' }).click();
        await dialog.waitFor({ state: 'detached' });
        await owner.getByText(`Invitation sent to ${email}`).waitFor();
        await invitationRow(email).getByText('Pending', { exact: true }).waitFor();
      }
      const firstLink = mailbox.linkIn(await mailbox.waitFor(bEmail), '/join/');
      const revokedLink = mailbox.linkIn(await mailbox.waitFor(revokedEmail), '/join/');

      // Resend: a new mail with a new link, and the first link leads nowhere any more.
      await owner.getByRole('button', { name: `Resend the invitation to ${bEmail}` }).click();
      await owner.getByText(`Invitation sent again to ${bEmail}`).waitFor();
      const secondLink = mailbox.linkIn(await mailbox.waitFor(bEmail), '/join/');
      expect(secondLink.pathname).not.toBe(firstLink.pathname);
      await b.goto(firstLink.toString());
      await b.getByRole('heading', { level: 1, name: 'Invitation not found' }).waitFor();
      await checkAccessibility(b);

      // Revoke: the state says so, the link says it was withdrawn, and no action is left on the row.
      await owner.getByRole('button', { name: `Revoke the invitation to ${revokedEmail}` }).click();
      await owner.getByText(`Invitation to ${revokedEmail} revoked`).waitFor();
      await invitationRow(revokedEmail).getByText('Revoked', { exact: true }).waitFor();
      expect(await invitationRow(revokedEmail).getByRole('button').count()).toBe(0);
      await invitationRow(bEmail).getByText('Pending', { exact: true }).waitFor();
      await checkAccessibility(owner);
      await c.goto(revokedLink.toString());
      await c.getByRole('heading', { level: 1, name: 'This invitation was withdrawn' }).waitFor();

      // B registers through the second link and accepts.
      await registerThroughJoin(b, secondLink, 'Bohdan', 'Melnyk');
      await acceptAndOpenMembers(b);
      await owner.reload();
      await invitationRow(bEmail).getByText('Accepted', { exact: true }).waitFor();

      // A removes B after confirming.
      await owner.getByRole('button', { name: 'Remove Bohdan Melnyk' }).click();
      const confirmRemove = owner.getByRole('dialog', { name: 'Remove Bohdan Melnyk?' });
      await confirmRemove.getByText(`They lose access to ${name} at once.`, { exact: false }).waitFor();
      await checkAccessibility(owner);
      await confirmRemove.getByRole('button', { name: 'Remove', exact: true }).click();
      await confirmRemove.waitFor({ state: 'detached' });
      await owner.getByText('Bohdan Melnyk was removed').waitFor();
      await memberRow(owner, bEmail).waitFor({ state: 'detached' });
      // B's next look at the organisation is refused.
      expect((await callFromPage(b, 'GET', '/organization/members')).status).toBe(404);

      // Invited again, B accepts from the organisation list and leaves from the members page himself.
      expect(
        (await callFromPage(owner, 'POST', '/organization/invites', { email: bEmail, role: 'member' }))
          .status,
      ).toBe(201);
      await mailbox.waitFor(bEmail);
      await b.goto(`${server.baseUrl}/organizations`);
      await acceptAndOpenMembers(b);
      expect(await b.getByRole('button', { name: 'Transfer ownership' }).count()).toBe(0);
      await b.getByRole('button', { name: 'Leave organisation' }).click();
      const confirmLeave = b.getByRole('dialog', { name: `Leave ${name}?` });
      await confirmLeave.waitFor();
      await checkAccessibility(b);
      await confirmLeave.getByRole('button', { name: 'Leave organisation' }).click();
      await b.waitForURL((url) => url.host === `app.localhost:${server.port}`, { timeout: 15_000 });
      await owner.reload();
      await owner.getByRole('heading', { level: 2, name: /Members · 1/ }).waitFor();
      expect(await memberRow(owner, bEmail).count()).toBe(0);

      // C joins; A, as the owner, cannot leave and can hand ownership on.
      expect(
        (await callFromPage(owner, 'POST', '/organization/invites', { email: cEmail, role: 'admin' })).status,
      ).toBe(201);
      await registerThroughJoin(
        c,
        mailbox.linkIn(await mailbox.waitFor(cEmail), '/join/'),
        'Chrystia',
        'Bondar',
      );
      await acceptAndOpenMembers(c);
      await owner.reload();
      await memberRow(owner, cEmail).waitFor();
      expect(await owner.getByRole('button', { name: 'Leave organisation' }).count()).toBe(0);
      expect((await callFromPage(owner, 'POST', '/organization/leave')).status).toBe(409);

      await owner.getByRole('button', { name: 'Transfer ownership' }).click();
      const transfer = owner.getByRole('dialog', { name: 'Transfer ownership' });
      const submit = transfer.getByRole('button', { name: 'Transfer ownership' });
      expect(await submit.isDisabled()).toBe(true);
      await transfer.getByRole('combobox', { name: 'New owner' }).click();
      await owner.getByRole('option', { name: `Chrystia Bondar · ${cEmail}` }).click();
      await checkAccessibility(owner);
      await submit.click();
      await transfer.waitFor({ state: 'detached' });
      await owner.getByText('Chrystia Bondar is now the owner').waitFor();

      // A is an admin now: no transfer any more, and leaving is open to him.
      await memberRow(owner, ownerEmail).getByText('Admin', { exact: true }).waitFor();
      await memberRow(owner, cEmail).getByText('Owner', { exact: true }).waitFor();
      await owner.getByRole('button', { name: 'Leave organisation' }).waitFor();
      expect(await owner.getByRole('button', { name: 'Transfer ownership' }).count()).toBe(0);
      const listed = await callFromPage(owner, 'GET', '/organization/members');
      const members = (listed.body as { data: Array<{ id: string; attributes: { email: string } }> }).data;
      const cMember = members.find((member) => member.attributes.email === cEmail);
      expect(cMember).toBeDefined();
      const again = await callFromPage(owner, 'POST', '/organization/owner-transfer', {
        member_id: cMember?.id,
      });
      expect(again.status).toBe(403);
      await checkAccessibility(owner);

      // C sees herself as the owner.
      await c.reload();
      await memberRow(c, cEmail).getByText('Owner', { exact: true }).waitFor();
      await c.getByRole('button', { name: 'Transfer ownership' }).waitFor();
      expect(await c.getByRole('button', { name: 'Leave organisation' }).count()).toBe(0);
      await c.goto(`http://${alias}.app.localhost:${server.port}/`);
      await c.getByText('Your role here: Owner').waitFor();
    } finally {
      await owner.context().close();
      await b.context().close();
      await c.context().close();
    }
  }, 120_000);
});
