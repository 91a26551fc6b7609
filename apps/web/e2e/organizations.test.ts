import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
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

const organizationBody = (name: string, alias: string) => ({
  data: {
    type: 'organization',
    attributes: { name, alias, country: 'UA', base_currency: 'UAH', time_zone: 'Europe/Kyiv' },
  },
});

describe('organisations: create, invite, join, roles, switch, sub-domains (Chromium, real SMTP)', () => {
  let server: RunningServer;
  let browser: Browser;
  let mailbox: Mailbox;
  const suffix = randomUUID().slice(0, 6);
  const dashboardOf = (alias: string, path = '/') => `http://${alias}.app.localhost:${server.port}${path}`;

  beforeAll(async () => {
    ({ server, browser, mailbox } = await startConsole());
  });

  afterAll(() => stopConsole({ server, browser, mailbox }));

  it('A creates an organisation and invites B; B joins, becomes a viewer, declines another, switches, and meets a 404', async () => {
    const t = texts.en;
    const ownerEmail = freshEmail('owner');
    const inviteeEmail = freshEmail('invitee');
    const acmeName = `Acme ${suffix}`;
    const acme = `acme-${suffix}`;
    await createConfirmedAccount(server, mailbox, { email: ownerEmail });
    const owner = await newPage(browser);
    const invitee = await newPage(browser);
    try {
      // A logs in with no organisation and lands on the prepare step.
      await logInThroughPage(owner, server, t, { email: ownerEmail, password: strongPassword });
      await waitForPath(owner, '/create-organization/prepare');
      await checkAccessibility(owner);

      // A creates an organisation: the alias follows the name and is checked live.
      await owner.getByRole('link', { name: 'Create organisation' }).click();
      await waitForPath(owner, '/create-organization');
      // SPEC §5: while the live check cannot reach the server, the field says so and offers to check again.
      const validate = '**/api/v1/organization/validate*';
      await owner.route(validate, (route) => route.fulfill({ status: 503, body: '' }));
      await owner.getByLabel('Organisation name').fill(acmeName);
      await owner.getByText('Validation failed, try again').waitFor();
      await owner.unroute(validate);
      await owner.getByRole('button', { name: 'Check again' }).click();
      await owner.getByText('Validation failed, try again').waitFor({ state: 'detached' });
      await expect.poll(() => owner.getByLabel('Sub-domain of the dashboard').inputValue()).toBe(acme);
      await owner.getByText('Available', { exact: true }).waitFor();
      await owner.getByText(`Dashboard: ${acme}.app.localhost:${server.port}`).waitFor();
      await checkAccessibility(owner);
      const historyBefore = await owner.evaluate(() => window.history.length);
      await owner.getByRole('button', { name: 'Create organisation' }).click();

      // ... and lands on its dashboard, on its own sub-domain, replacing the form in the history (SPEC §2).
      await owner.waitForURL(dashboardOf(acme), { timeout: 15_000 });
      await expect(owner.evaluate(() => window.history.length)).resolves.toBe(historyBefore);
      await owner.getByRole('heading', { level: 1, name: acmeName }).waitFor();
      await owner.getByText('Your role here: Owner').waitFor();
      await checkAccessibility(owner);

      // Test mode is marked on every page while it is on.
      await owner.getByRole('switch', { name: 'Test mode' }).check();
      await owner.getByText(/^Test mode: you are looking at test data/).waitFor();
      await checkAccessibility(owner);
      await owner.getByRole('switch', { name: 'Test mode' }).uncheck();
      await owner.getByText(/^Test mode: you are looking at test data/).waitFor({ state: 'detached' });

      // A invites B by e-mail.
      await owner.getByRole('link', { name: 'Members', exact: true }).click();
      await waitForPath(owner, '/members');
      await owner.getByRole('button', { name: 'Invite member' }).click();
      const inviteDialog = owner.getByRole('dialog', { name: 'Invite a member' });
      await inviteDialog.getByLabel('E-mail').fill(inviteeEmail);
      await inviteDialog.getByRole('radio', { name: /Member/ }).check();
      await checkAccessibility(owner);
      await inviteDialog.getByRole('button', { name: 'Send invitation' }).click();
      await inviteDialog.waitFor({ state: 'detached' });
      const invitationRow = owner.getByRole('row', { name: new RegExp(inviteeEmail) });
      await invitationRow.getByText('Pending').waitFor();
      await checkAccessibility(owner);

      // B registers through the mailed link.
      const join = mailbox.linkIn(await mailbox.waitFor(inviteeEmail), '/join/');
      expect(join.host).toBe(`app.localhost:${server.port}`);
      await invitee.goto(join.toString());
      await invitee.getByRole('heading', { level: 1, name: `Join ${acmeName}` }).waitFor();
      await invitee.getByText(`Olena Koval invited ${inviteeEmail} to join ${acmeName} as Member.`).waitFor();
      await checkAccessibility(invitee);
      await invitee.getByLabel('First name').fill('Bohdan');
      await invitee.getByLabel('Last name').fill('Melnyk');
      await invitee.getByLabel('Password', { exact: true }).fill(strongPassword);
      await invitee.getByRole('button', { name: 'Create account' }).click();

      // ... lands on the organisation list with the invitation, accepts it and opens the dashboard.
      await waitForPath(invitee, '/organizations');
      await invitee.getByRole('heading', { name: 'An invitation is waiting for you' }).waitFor();
      await checkAccessibility(invitee);
      await invitee.getByRole('button', { name: `Accept the invitation to ${acmeName}` }).click();
      await invitee.getByRole('button', { name: `Open ${acmeName}` }).click();
      await invitee.waitForURL(dashboardOf(acme));
      await invitee.getByRole('heading', { level: 1, name: acmeName }).waitFor();
      await invitee.getByText('Your role here: Member').waitFor();
      await checkAccessibility(invitee);

      // A changes B to viewer.
      await owner.reload();
      await owner.getByRole('combobox', { name: 'Role of Bohdan Melnyk' }).click();
      await owner.getByRole('option', { name: 'Viewer' }).click();
      await owner.getByText('Bohdan Melnyk is now Viewer').waitFor();
      await checkAccessibility(owner);

      // B cannot invite: no button, and the API refuses.
      await invitee.goto(dashboardOf(acme, '/members'));
      await invitee.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
      await invitee.getByText('You can see the members. Owners and admins manage them.').waitFor();
      expect(await invitee.getByRole('button', { name: 'Invite member' }).count()).toBe(0);
      await checkAccessibility(invitee);
      const refused = await callFromPage(invitee, 'POST', '/organization/invites', {
        email: freshEmail('someone'),
        role: 'viewer',
      });
      expect(refused.status).toBe(403);

      // B declines a second invitation, from another organisation of A.
      const beta = `beta-${suffix}`;
      const betaName = `Beta ${suffix}`;
      expect(
        (await callFromPage(owner, 'POST', '/organization', organizationBody(betaName, beta))).status,
      ).toBe(201);
      await owner.goto(dashboardOf(beta, '/members'));
      await owner.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
      const second = await callFromPage(owner, 'POST', '/organization/invites', {
        email: inviteeEmail,
        role: 'admin',
      });
      expect(second.status).toBe(201);
      await invitee.goto(`${server.baseUrl}/organizations`);
      await invitee.getByRole('button', { name: `Decline the invitation to ${betaName}` }).click();
      await invitee
        .getByRole('button', { name: `Decline the invitation to ${betaName}` })
        .waitFor({ state: 'detached' });
      await checkAccessibility(invitee);

      // B switches between two organisations from the dashboard's organisation menu.
      const bravo = `bravo-${suffix}`;
      const bravoName = `Bravo ${suffix}`;
      expect(
        (await callFromPage(invitee, 'POST', '/organization', organizationBody(bravoName, bravo))).status,
      ).toBe(201);
      await invitee.goto(dashboardOf(acme));
      await invitee.getByRole('button', { name: `Switch organisation (now ${acmeName})` }).click();
      // The menu is an on-demand part: it opens when it arrives, which may be after the click returns.
      await invitee.getByRole('menuitem', { name: new RegExp(bravoName) }).waitFor();
      await checkAccessibility(invitee);
      await invitee.getByRole('menuitem', { name: new RegExp(bravoName) }).click();
      await invitee.waitForURL(dashboardOf(bravo));
      await invitee.getByRole('heading', { level: 1, name: bravoName }).waitFor();
      await invitee.getByRole('button', { name: `Switch organisation (now ${bravoName})` }).click();
      await invitee.getByRole('menuitem', { name: new RegExp(acmeName) }).click();
      await invitee.waitForURL(dashboardOf(acme));
      await invitee.getByRole('heading', { level: 1, name: acmeName }).waitFor();

      // B opening an organisation it does not belong to gets a 404 page that says so, not its data.
      const foreign = await invitee.goto(dashboardOf(beta));
      expect(foreign?.status()).toBe(404);
      await invitee.getByRole('heading', { level: 1, name: 'Organisation not found' }).waitFor();
      await invitee.getByRole('link', { name: 'Go to your organisations' }).waitFor();
      expect(await invitee.getByText(betaName).count()).toBe(0);
      await checkAccessibility(invitee);
    } finally {
      await owner.context().close();
      await invitee.context().close();
    }
  }, 150_000);

  it('in Ukrainian: the prepare step, the form, the dashboard, members and the invite dialog', async () => {
    const t = texts.uk;
    const email = freshEmail('owner-uk');
    const name = `Гривня ${suffix}`;
    const alias = `hryvnia-${suffix}`;
    await createConfirmedAccount(server, mailbox, { email, locale: 'uk' });
    const page = await newPage(browser, { locale: t.browserLocale });
    try {
      await logInThroughPage(page, server, t, { email, password: strongPassword });
      await waitForPath(page, '/create-organization/prepare');
      await page.getByRole('link', { name: 'Створити організацію' }).click();
      await waitForPath(page, '/create-organization');
      await page.getByRole('heading', { level: 1, name: 'Створення організації' }).waitFor();
      await page.getByLabel('Назва організації').fill(name);
      await page.getByLabel('Піддомен панелі').fill(alias);
      await page.getByText('Вільна', { exact: true }).waitFor();
      // The pickers fill from GET /system/enumerations, so the guess lands once the lists are in.
      await expect.poll(() => page.getByRole('combobox', { name: 'Країна' }).inputValue()).toBe('Україна');
      const currency = page.getByRole('combobox', { name: 'Базова валюта' });
      await currency.fill('Polish'); // an English keyword, not in the Ukrainian label
      await page.getByRole('option', { name: 'PLN · польський злотий' }).click();
      expect(await currency.inputValue()).toBe('PLN · польський злотий');
      await checkAccessibility(page);
      await page.getByRole('button', { name: 'Створити організацію' }).click();
      await page.waitForURL(dashboardOf(alias), { timeout: 15_000 });
      await page.getByText('Ваша роль тут: Власник').waitFor();
      await checkAccessibility(page);
      await page.getByRole('link', { name: 'Учасники', exact: true }).click();
      await waitForPath(page, '/members');
      await page.getByRole('button', { name: 'Запросити учасника' }).click();
      await page.getByRole('dialog', { name: 'Запрошення учасника' }).waitFor();
      await checkAccessibility(page);
      await page.getByRole('button', { name: 'Скасувати' }).first().click();
      await page.goto(`${server.baseUrl}/organizations`);
      await page.getByRole('button', { name: `Продовжити в ${name}` }).waitFor();
      await checkAccessibility(page);
    } finally {
      await page.context().close();
    }
  }, 90_000);
});
